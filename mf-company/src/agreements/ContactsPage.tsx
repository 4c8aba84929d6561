import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyContactType, companyContactTypeKeys, type CompanyContactRecord, type CompanyContactTypeKey } from '@portal/contracts';
import { LoadState, PageHeading, useApiData, StatusNotice } from '@portal/ui';
import { agreementsApi } from './api';
import { ContactForm } from './ContactForm';
import { ReturnLink } from '../common/ReturnLink';
import { ContactLinkButton } from './ContactLinkButton';
import { useContactAddress } from './use-contact-address';
import './i18n';
import '../company.css';

type Editing = { type: CompanyContactTypeKey; contact: CompanyContactRecord | null } | null;

/**
 * The company's contacts by type (spec 001 §2 "contacts (tutors, signers, responsible contacts)",
 * §7 Contacts): each list with its add button; a contact's edit form in place. 538 when one is
 * created, 96 or 97 when one is saved.
 */
const ContactsPage = () => {
  const { t } = useTranslation('companyAgreements');
  const contacts = useApiData(() => agreementsApi.contacts(), []);
  const withAddress = useContactAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<{ code: number; type: CompanyContactTypeKey } | null>(null);

  const formFor = (type: CompanyContactTypeKey, contact: CompanyContactRecord | null) => (
    <ContactForm
      key={contact?.id ?? `new-${type}`}
      type={type}
      contact={contact}
      withAddress={withAddress}
      legend={contact ? t('editContact', { name: contact.nameComplet }) : t(`add_${type}`)}
      onCancel={() => setEditing(null)}
      onSaved={(_id, code) => {
        setEditing(null);
        setSaved({ code, type });
        contacts.reload();
      }}
    />
  );

  return (
    <section>
      <PageHeading>{t('contactsTitle')}</PageHeading>
      <ReturnLink />
      <p>{t('contactsIntro')}</p>
      <LoadState state={contacts}>
        {(list) => (
          <div className="portal-list">
            {companyContactTypeKeys.map((type) => {
              const ofType = list.filter((contact) => contact.idTipoContacto === CompanyContactType[type]);
              const headingId = `contacts-${type}`;
              return (
                <section key={type} className="portal-card" aria-labelledby={headingId} data-testid={headingId}>
                  <h2 id={headingId}>{t(`type_${type}`)}</h2>
                  <div aria-live="polite">{saved?.type === type ? <StatusNotice status={saved.code} tone="success" /> : null}</div>
                  {ofType.length === 0 ? <p>{t('noContacts')}</p> : null}
                  <ul className="company-contact-list">
                    {ofType.map((contact) => (
                      <li key={contact.id}>
                        {editing?.contact?.id === contact.id ? (
                          formFor(type, contact)
                        ) : (
                          <div className="company-contact">
                            <div>
                              <strong>
                                {contact.tratamiento ? `${contact.tratamiento} ` : ''}
                                {contact.nameComplet}
                              </strong>
                              <span>{[contact.puesto, contact.departamento].filter(Boolean).join(' · ')}</span>
                              <span>
                                {contact.email} · {contact.telefono1}
                              </span>
                            </div>
                            <button
                              type="button"
                              className="portal-button portal-button--secondary"
                              aria-label={t('editContact', { name: contact.nameComplet })}
                              onClick={() => {
                                setSaved(null);
                                setEditing({ type, contact });
                              }}
                            >
                              {t('edit')}
                            </button>
                            <ContactLinkButton contact={contact} />
                          </div>
                        )}
                      </li>
                    ))}
                  </ul>
                  {editing?.type === type && editing.contact === null ? (
                    formFor(type, null)
                  ) : (
                    <button
                      type="button"
                      className="portal-button"
                      onClick={() => {
                        setSaved(null);
                        setEditing({ type, contact: null });
                      }}
                    >
                      {t(`add_${type}`)}
                    </button>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </LoadState>
    </section>
  );
};

export default ContactsPage;
