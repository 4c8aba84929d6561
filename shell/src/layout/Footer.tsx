import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import { useBrand } from '../brand/brand-store';

export const Footer = () => {
  const { t, i18n } = useTranslation('shell');
  const { brand } = useBrand();
  const links = brand.enlacesPie[(i18n.language as Language) ?? 'es'] ?? [];
  return (
    <footer className="shell-footer">
      {links.length > 0 ? (
        <nav aria-label={t('footer.links')}>
          <ul>
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.texto}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        {brand.nombreInstitucion} · {t('footer.version', { version: brand.version })}
      </p>
    </footer>
  );
};
