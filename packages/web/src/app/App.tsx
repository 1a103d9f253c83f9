import type { MenuNode } from '@salon/contract';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, RouterProvider, createHashRouter, useLocation, type RouteObject } from 'react-router';
import { fetchMenu } from './auth';
import { menuRoutes } from './menuRules';
import { MenuContext } from './MenuContext';
import { session } from './storage';
import { LoginPage } from '../pages/login/LoginPage';
import { pageLoader } from '../pages/registry';
import { PageLoading } from './PageLoading';

const RetrievePasswordPage = lazy(() => import('../pages/login/RetrievePasswordPage'));
const Shell = lazy(() => import('./Shell'));
const NotFound = lazy(() => import('./NotFound'));
/**
 * The /demo section (spec §2): public, development builds only. In a production build
 * import.meta.env.DEV is the constant false, so this import and its chunk are left out.
 */
const DemoSection = import.meta.env.DEV ? lazy(() => import('../pages/demo/DemoSection')) : null;

/** Not signed in: every console path goes to /login with the full target kept in `redirect`. */
function RedirectToLogin() {
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  return <Navigate replace to={target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`} />;
}

const suspend = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

/** Routes exist only for what the user's menu holds (spec §2). */
function buildRoutes(menu: MenuNode[] | null, onSignedIn: (menu: MenuNode[], target: string) => void): RouteObject[] {
  const publicRoutes: RouteObject[] = [
    { path: '/login', element: <LoginPage onSignedIn={onSignedIn} /> },
    { path: '/retrievePassword', element: suspend(<RetrievePasswordPage />) },
    ...(DemoSection ? [{ path: '/demo/*', element: suspend(<DemoSection />) }] : []),
  ];
  if (!menu) return [...publicRoutes, { path: '*', element: <RedirectToLogin /> }];
  const routes = menuRoutes(menu);
  const children: RouteObject[] = routes.map((r) => {
    if (r.redirectTo) return { path: r.path, element: <Navigate replace to={r.redirectTo} /> };
    const Page = pageLoader(r.path);
    return { path: r.path, element: Page ? suspend(<Page />) : suspend(<NotFound />), handle: { title: r.title } };
  });
  const first = routes[0]?.path;
  return [
    ...publicRoutes,
    {
      path: '/',
      element: suspend(<Shell />),
      children: [
        { index: true, element: first ? <Navigate replace to={first} /> : suspend(<NotFound />) },
        ...children,
        { path: '*', element: suspend(<NotFound />) },
      ],
    },
  ];
}

export function App() {
  // The menu, and where to go once the router built from it exists (after sign-in).
  const [state, setState] = useState<{ menu: MenuNode[] | null; target: string | null }>({ menu: null, target: null });
  const [booting, setBooting] = useState(session.isLoggedIn());

  // A stored sign-in is checked with the menu call. A session that ended while the browser was
  // closed (50110..50140) sends the user to /login?redirect=<this page> without a dialog: quietly.
  useEffect(() => {
    if (!session.isLoggedIn()) return;
    fetchMenu({ quietSession: true })
      .then((menu) => setState({ menu, target: null }))
      .catch(() => session.clearAll())
      .finally(() => setBooting(false));
  }, []);

  const reload = useCallback(async () => {
    const menu = await fetchMenu();
    setState({ menu, target: null });
  }, []);
  const onSignedIn = useCallback((menu: MenuNode[], target: string) => setState({ menu, target }), []);
  const router = useMemo(() => createHashRouter(buildRoutes(state.menu, onSignedIn)), [state.menu, onSignedIn]);
  // The new router goes to the target itself, so the previous one never sees a path it has no route for.
  useEffect(() => {
    if (state.target) void router.navigate(state.target, { replace: true });
  }, [router, state.target]);
  const context = useMemo(() => ({ menu: state.menu ?? [], reload }), [state.menu, reload]);

  if (booting) return <PageLoading />;
  return (
    <MenuContext.Provider value={context}>
      <RouterProvider router={router} />
    </MenuContext.Provider>
  );
}
