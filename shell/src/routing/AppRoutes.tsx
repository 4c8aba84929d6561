import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathsOf, type RemoteModuleRef, type RouteEntry } from '@portal/contracts';
import { Loading, Notice } from '@portal/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { HomePage } from '../home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { MaintenancePage } from '../pages/MaintenancePage';
import { GodModePage } from '../pages/GodModePage';
import { RouteGuard } from './RouteGuard';
import { policyIds, type PolicyId } from '../pages/policies/policy-ids';
import { loadRouteTable, useRouteTable } from './route-table';
import { startPageCalls } from './page-calls';

/** Pages the shell renders itself; every other page comes from the remote that declares it. */
const shellPages: Record<string, ComponentType> = {
  home: HomePage,
  notFound: NotFoundPage,
  maintenance: MaintenancePage,
  godMode: GodModePage,
};

/** The policies' long texts are fetched when one is opened, not with every first view. */
const PolicyPage = lazy(() => import('../pages/policies/PolicyPage').then((module) => ({ default: module.PolicyPage })));

const isPolicy = (id: string): id is PolicyId => (policyIds as readonly string[]).includes(id);

/**
 * A remote's page. Its first answers are asked for as it mounts (during the first render, before
 * the page's own effects ask for them), so they travel while its code loads.
 */
const RemotePage = ({ route, page }: { route: RouteEntry; page: RemoteModuleRef }) => {
  useState(() => startPageCalls(route));
  return <RemoteSlot page={page} />;
};

const pageOf = (route: RouteEntry) => {
  if (route.page) return <RemotePage route={route} page={route.page} />;
  if (isPolicy(route.id)) {
    return (
      <Suspense fallback={<Loading />}>
        <PolicyPage policy={route.id} />
      </Suspense>
    );
  }
  const ShellPage = shellPages[route.id];
  return ShellPage ? <ShellPage /> : <NotFoundPage />;
};

/** The remotes' pages are unknown because the runtime manifest could not be read: offer a retry. */
const RoutesUnavailable = () => {
  const { t } = useTranslation('common');
  return (
    <Notice
      tone="error"
      title={t('areaUnavailableTitle')}
      action={
        <button type="button" className="portal-button" onClick={() => void loadRouteTable()}>
          {t('retry')}
        </button>
      }
    >
      <p>{t('areaUnavailableBody')}</p>
    </Notice>
  );
};

/** What a path no route matches shows: wait for the remotes' pages, then go home (guard 8). */
const UnknownPath = ({ status }: { status: 'loading' | 'ready' | 'failed' }) => {
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <RoutesUnavailable />;
  return <Navigate to="/" replace />;
};

export const AppRoutes = () => {
  const { status, routes } = useRouteTable();
  return (
    <Routes>
      {routes.flatMap((route) =>
        pathsOf(route).map((path) => (
          <Route key={path} path={path} element={<RouteGuard route={route}>{pageOf(route)}</RouteGuard>} />
        )),
      )}
      <Route path="*" element={<UnknownPath status={status} />} />
    </Routes>
  );
};
