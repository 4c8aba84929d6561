import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyContactRecord } from '@portal/contracts';
import { StatusNotice, formatDate, useLanguage } from '@portal/ui';
import { agreementsApi } from './api';
import { contactLinkUrl } from './contact-link';
import './i18n';

/**
 * Asks the server for a signed link to one contact's data and shows it, ready to copy and send:
 * the contact reads their own data with it, without an account, until it expires.
 */
export const ContactLinkButton = ({ contact }: { contact: CompanyContactRecord }) => {
  const { t } = useTranslation('companyAgreements');
  const language = useLanguage();
  const fieldId = useId();
  const [link, setLink] = useState<{ url: string; caduca: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await agreementsApi.contactLink(contact.id, { silent: true });
      setLink({
        url: contactLinkUrl(window.location.origin, answer.idContacto, answer.parametrosControl),
        caduca: answer.caduca,
      });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="company-contact-link">
      {link ? (
        <div className="portal-field">
          <label htmlFor={fieldId}>{t('contactLinkFor', { name: contact.nameComplet })}</label>
          <input
            id={fieldId}
            type="text"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${fieldId}-hint`}
          />
          <p id={`${fieldId}-hint`} className="portal-field__hint">
            {t('contactLinkHint', { name: contact.nameComplet, date: formatDate(link.caduca, language) })}
          </p>
        </div>
      ) : (
        <button
          type="button"
          className="portal-button portal-button--secondary"
          disabled={busy}
          onClick={() => void ask()}
        >
          {/* The visible words start the accessible name (WCAG 2.5.3); the contact's name tells the buttons apart. */}
          {t('contactLink')} <span className="visually-hidden">({contact.nameComplet})</span>
        </button>
      )}
      {error ? <StatusNotice error={error} /> : null}
    </div>
  );
};
