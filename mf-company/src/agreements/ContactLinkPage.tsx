import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CompanyContactRecord } from '@portal/contracts';
import { Loading, Notice, PageHeading, StatusNotice, useLanguage } from '@portal/ui';
import { agreementsApi } from './api';
import { signatureIn } from './contact-link';
import './i18n';
import '../company.css';

type Reading = { kind: 'loading' } | { kind: 'read'; contact: CompanyContactRecord } | { kind: 'refused'; error: unknown } | { kind: 'incomplete' };

/**
 * `/datos-contacto/{id}#enlace=...`: a company's contact reads, without an account, the data the
 * company keeps about them, through the signed link the company sent (it expires). An altered
 * link, an expired one or one cut short says so and what to do, in the visitor's language.
 */
const ContactLinkPage = () => {
  const { t } = useTranslation('companyAgreements');
  const language = useLanguage();
  const { id } = useParams();
  const { hash } = useLocation();
  const [signature] = useState(() => signatureIn(hash));
  const idContacto = Number(id);
  const [reading, setReading] = useState<Reading>(() =>
    signature && Number.isSafeInteger(idContacto) && idContacto > 0 ? { kind: 'loading' } : { kind: 'incomplete' },
  );

  useEffect(() => {
    if (!signature || reading.kind !== 'loading') return;
    agreementsApi
      .contactByLink({ parametrosControl: signature, idContacto }, language, { silent: true })
      .then((contact) => setReading({ kind: 'read', contact }))
      .catch((error: unknown) => setReading({ kind: 'refused', error }));
    // Read once per visit: the language changing does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, idContacto]);

  return (
    <section>
      <PageHeading>{t('contactLinkTitle')}</PageHeading>
      {reading.kind === 'loading' ? <Loading /> : null}
      {reading.kind === 'incomplete' ? <Notice tone="error" title={t('contactLinkMissing')} /> : null}
      {reading.kind === 'refused' ? <StatusNotice withServerText error={reading.error} /> : null}
      {reading.kind === 'read' ? (
        <div className="portal-card">
          <p>{t('contactLinkIntro')}</p>
          <dl className="company-contact-data">
            <dt>{t('fieldName')}</dt>
            <dd>
              {reading.contact.tratamiento ? `${reading.contact.tratamiento} ` : ''}
              {reading.contact.nameComplet}
            </dd>
            <dt>{t('fieldEmail')}</dt>
            <dd>{reading.contact.email}</dd>
            <dt>{t('fieldPhones')}</dt>
            <dd>{[reading.contact.telefono1, reading.contact.telefono2].filter(Boolean).join(' · ')}</dd>
            {reading.contact.puesto ? (
              <>
                <dt>{t('fieldPosition')}</dt>
                <dd>{[reading.contact.puesto, reading.contact.departamento].filter(Boolean).join(' · ')}</dd>
              </>
            ) : null}
            {reading.contact.nif ? (
              <>
                <dt>{t('fieldNif')}</dt>
                <dd>{reading.contact.nif}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
    </section>
  );
};

export default ContactLinkPage;
