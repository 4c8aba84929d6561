import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '../company-data/i18n';

/** The page a detour came from (`volver`), when it is one of the portal's own paths. */
export const useReturnPath = (): string | null => {
  const [search] = useSearchParams();
  const path = search.get('volver');
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
};

/**
 * The way back to the form a detour left (registering a work centre or a tutor from the
 * incorporation form): that form kept what was typed, so going back loses nothing.
 */
export const ReturnLink = () => {
  const { t } = useTranslation('companyData');
  const path = useReturnPath();
  return path ? (
    <p>
      <Link className="portal-button portal-button--secondary" to={path}>
        {t('backToForm')}
      </Link>
    </p>
  ) : null;
};
