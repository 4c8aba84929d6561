import { useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession, useStaffSession, useUserType } from '@portal/session';
import { companyBrandDefaults, type Language } from '@portal/contracts';
import { useBrand } from '../brand/brand-store';
import { LanguageSwitch } from './LanguageSwitch';
import { DarkModeToggle } from './DarkModeToggle';
import { HeaderAvatar } from './HeaderAvatar';
import { menuItems } from './menu-items';
import { useCompactHeader } from './use-compact-header';
import { useStickyHeight } from './use-sticky-height';
import { useOfferCounts } from './use-offer-counts';
import { useEducationRequestsMenu } from './use-education-requests-menu';
import { useRouteTable } from '../routing/route-table';
import { staffPagesOf } from '../routing/staff-pages';
import { NotificationsPanel } from '../notifications/NotificationsPanel';

export const Header = () => {
  const { t, i18n } = useTranslation(['shell', 'routes']);
  const { brand } = useBrand();
  // Beside the institution's name, a logo whose text is that name would only repeat it.
  const logoText = brand.textosLogos?.cabecera[i18n.language as Language]?.trim() ?? '';
  const logoAlt = logoText === brand.nombreInstitucion ? '' : logoText;
  const { name: portalName, soloCicloFormativo, hasPracticas } = useSession();
  const { name: staffName, role: staffRole } = useStaffSession();
  const userType = useUserType();
  const staff = userType === 'Orientacion';
  const name = staff ? staffName : portalName;
  const offerCounts = useOfferCounts();
  const educationRequestsMenu = useEducationRequestsMenu();
  const { routes } = useRouteTable();
  const items = userType
    ? menuItems({
        routes,
        userType,
        staffRole,
        flags: brand.flags,
        soloCicloFormativo,
        hasPracticas,
        offerCounts,
        companyFlags: brand.empresas ?? companyBrandDefaults,
        educationRequestsMenu,
      })
    : [];
  const staffPages = staffPagesOf(routes);
  const titleKey = staff ? 'shell:header.staff' : userType === 'Empresa' ? 'shell:header.company' : 'shell:header.student';
  const compact = useCompactHeader();
  const location = useLocation();
  const menuId = useId();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const header = useRef<HTMLElement>(null);
  useStickyHeight(header);
  return (
    <header ref={header} className={`shell-header${compact ? ' shell-header--compact' : ''}`} data-compact={compact}>
      <div className="shell-header__bar">
        <Link to={staff ? staffPages.home : '/'} className="shell-header__brand">
          {/* The name beside it says who the institution is; the alt text adds what the logo shows, when the admin wrote one. */}
          {brand.logos.cabecera ? <img src={brand.logos.cabecera} alt={logoAlt} width="40" height="40" /> : null}
          <span>{brand.nombreInstitucion}</span>
        </Link>
        {userType ? (
          <p className="shell-header__title">{t(titleKey)}</p>
        ) : null}
        <div className="shell-header__tools">
          <LanguageSwitch />
          <DarkModeToggle />
          {userType ? (
            <>
              {staff ? null : <NotificationsPanel />}
              <HeaderAvatar />
              <span className="shell-header__user" data-testid="header-user">
                {name}
              </span>
              <Link to={staff ? staffPages.logout : '/logout'} className="shell-header__logout">
                {t('shell:header.logout')}
              </Link>
            </>
          ) : (
            <Link to="/login">{t('shell:header.login')}</Link>
          )}
        </div>
      </div>
      {/* Present from the first paint for a logged user, entries or not yet: its room is kept. */}
      {userType ? (
        <nav aria-label={t('shell:header.menu')} className="shell-menu">
          {/* On narrow screens the menu folds behind this button; it folds again after each move. */}
          <button
            type="button"
            className="shell-menu__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {t('shell:header.menuToggle')}
          </button>
          <ul id={menuId} className={menuOpen ? 'shell-menu__list--open' : undefined}>
            {items.map((entry) => (
              <li key={entry.routeId}>
                <NavLink to={entry.path}>{t(`routes:${entry.routeId}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
};
