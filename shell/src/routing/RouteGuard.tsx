import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { staffUserType, type RouteEntry } from '@portal/contracts';
import { endLocalSessions, rememberPreLoginRoute, takePreLoginRoute, useStaffSession, useUserType } from '@portal/session';
import { useBrand } from '../brand/brand-store';
import { decide } from './guards';
import { useRouteTable } from './route-table';
import { staffPagesOf } from './staff-pages';
import { isGodMode } from './god-mode';
import { unreadCount, useNotifications } from '../notifications/notification-store';

/**
 * Once a login succeeds the login page is left for the path remembered before it. The shell does
 * it, not the login page, so that the store's change and the navigation cannot race.
 */
const ResumeAfterLogin = () => {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(takePreLoginRoute() ?? '/', { replace: true });
  }, [navigate]);
  return null;
};

/** Runs the guards for a route, then sets the page title (guard 7) and renders the page. */
export const RouteGuard = ({ route, children }: { route: RouteEntry; children: ReactNode }) => {
  const location = useLocation();
  const userType = useUserType();
  const staffRole = useStaffSession((state) => state.role);
  const { routes } = useRouteTable();
  const { brand } = useBrand();
  const { t } = useTranslation('routes');
  const forum = new URLSearchParams(location.search).has('forum');
  const decision = decide({
    route,
    pathname: location.pathname,
    userType,
    staffRole,
    staffPages: staffPagesOf(routes),
    brand,
    godMode: isGodMode(),
    forum,
  });
  const { t: tShell } = useTranslation('shell');
  // Staff stay logged in: their pages stay open so the admin can end maintenance.
  const maintenanceLogout = brand.mantenimiento && !isGodMode() && userType !== null && userType !== staffUserType;

  const allowedOrigins = brand.origenesLoginExterno;
  useEffect(() => {
    if (!forum) return undefined;
    // Only a page opened by the forum listens, so the check of its message is fetched then.
    let stop: (() => void) | undefined;
    let left = false;
    void import('./forum-login').then(({ listenForForumLogin }) => {
      if (!left) stop = listenForForumLogin(allowedOrigins);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [forum, allowedOrigins]);

  useEffect(() => {
    // In maintenance mode logged users are logged out unless in god mode (spec 000 §4).
    if (maintenanceLogout) endLocalSessions();
  }, [maintenanceLogout]);

  const unread = useNotifications(unreadCount);
  useEffect(() => {
    // Guard 7: the route's title, with the unread notification count appended.
    if (decision.kind !== 'render') return;
    const count = unread > 0 ? ` (${unread})` : '';
    document.title = `${t(route.id)}${count} · ${brand.nombreInstitucion}`;
  }, [decision.kind, route.id, brand.nombreInstitucion, t, unread]);

  if (decision.kind === 'redirect') {
    if (decision.rememberPath) rememberPreLoginRoute(decision.rememberPath + location.search);
    return <Navigate to={decision.to} replace />;
  }
  if (decision.kind === 'resume') return <ResumeAfterLogin />;
  if (decision.kind === 'awaitForumLogin') return <p role="status">{tShell('forum.waiting')}</p>;
  return <>{children}</>;
};
