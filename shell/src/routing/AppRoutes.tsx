import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { pathsOf, routeTable, type RouteEntry } from '@portal/contracts';
import { RemoteSlot } from '../federation/RemoteSlot';
import { HomePage } from '../home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { MaintenancePage } from '../pages/MaintenancePage';
import { GodModePage } from '../pages/GodModePage';
import { RouteGuard } from './RouteGuard';
import { PolicyPage } from '../pages/policies/PolicyPage';
import { policyIds, type PolicyId } from '../pages/policies/policy-texts';

/** Pages the shell renders itself; every other page comes from the remote named in the table. */
const shellPages: Record<string, ComponentType> = {
  home: HomePage,
  notFound: NotFoundPage,
  maintenance: MaintenancePage,
  godMode: GodModePage,
};

const isPolicy = (id: string): id is PolicyId => (policyIds as readonly string[]).includes(id);

const pageOf = (route: RouteEntry) => {
  if (route.page) return <RemoteSlot page={route.page} />;
  if (isPolicy(route.id)) return <PolicyPage policy={route.id} />;
  const ShellPage = shellPages[route.id];
  return ShellPage ? <ShellPage /> : <NotFoundPage />;
};

export const AppRoutes = () => (
  <Routes>
    {routeTable.flatMap((route) =>
      pathsOf(route).map((path) => (
        <Route key={path} path={path} element={<RouteGuard route={route}>{pageOf(route)}</RouteGuard>} />
      )),
    )}
    {/* Unknown paths go home (guard 8). */}
    <Route path="*" element={<Navigate to="/" replace />} />
  </Routes>
);
