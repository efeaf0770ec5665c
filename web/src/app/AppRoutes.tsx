import { Route, Routes } from 'react-router';
import { KHMER_PREFIX, PAGE_ROUTES, PARAM_PAGE_ROUTES } from '@site/common';
import { ProtectedRoute } from '../features/auth';
import { Layout } from '../layout/Layout';
import { pageFor } from './pages';

function RoutePage({ routeId }: { routeId?: string }) {
  const { Component } = pageFor(routeId);
  const page = <Component routeId={routeId ?? 'notFound'} />;
  // Pages with access 'login' (SPEC §2) are for signed-in staff only.
  const access = PAGE_ROUTES.find((route) => route.id === routeId)?.access;
  return access === 'login' ? <ProtectedRoute>{page}</ProtectedRoute> : page;
}

// The same pages twice: English at the spec paths, Khmer under /km; anything else is the 404 page.
const pageRoutes = () => [
  ...[...PAGE_ROUTES, ...PARAM_PAGE_ROUTES].map((route) =>
    route.path === '/' ? (
      <Route key={route.id} index element={<RoutePage routeId={route.id} />} />
    ) : (
      <Route key={route.id} path={route.path.slice(1)} element={<RoutePage routeId={route.id} />} />
    ),
  ),
  <Route key="not-found" path="*" element={<RoutePage />} />,
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path={KHMER_PREFIX} element={<Layout />}>
        {pageRoutes()}
      </Route>
      <Route path="/" element={<Layout />}>
        {pageRoutes()}
      </Route>
    </Routes>
  );
}
