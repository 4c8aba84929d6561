import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '@portal/contracts';
import { useBrand } from '../brand/brand-store';

export const Footer = () => {
  const { t, i18n } = useTranslation('shell');
  const { brand } = useBrand();
  const links = brand.enlacesPie[(i18n.language as Language) ?? 'es'] ?? [];
  // Contact addresses per area, from the brand settings; an area without one is left out.
  const contacts = (['practicas', 'empleo', 'general'] as const)
    .map((area) => [area, brand.emailsContacto[area]] as const)
    .filter(([, email]) => email !== '');
  const language = (i18n.language as Language) ?? 'es';
  const logoAlt = brand.textosLogos?.pie[language]?.trim() || brand.nombreInstitucion;
  return (
    <footer className="shell-footer">
      {brand.logos.pie ? <img className="shell-footer__logo" src={brand.logos.pie} alt={logoAlt} height="40" /> : null}
      <nav aria-label={t('footer.links')}>
        <ul>
          <li>
            <Link to="/contacto">{t('footer.contactForm')}</Link>
          </li>
          {links.map((link) => (
            <li key={link.url}>
              {/* A path is one of the portal's own pages (policies); anything else is the institution's site. */}
              {link.url.startsWith('/') ? <Link to={link.url}>{link.texto}</Link> : <a href={link.url}>{link.texto}</a>}
            </li>
          ))}
        </ul>
      </nav>
      {contacts.length > 0 ? (
        <dl className="shell-footer__contacts">
          {contacts.map(([area, email]) => (
            <div key={area}>
              <dt>{t(`footer.contact.${area}`)}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p>
        {brand.nombreInstitucion} · {t('footer.version', { version: brand.version })}
      </p>
    </footer>
  );
};
