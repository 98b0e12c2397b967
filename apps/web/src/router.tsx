import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { RouteError } from './components/RouteError';
import { routerHandlesScroll, scrollBehaviorFor } from './lib/hash-navigation';
import { RootLayout } from './routes/__root';
import { AuthPage } from './routes/auth';
import { LandingPage } from './routes/index';
import { LoginPage } from './routes/login';
import { NotFoundPage } from './routes/not-found';

// The landing page loads with the app; content-heavy pages load on demand (preloaded on hover).
const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: LandingPage,
});
const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  component: lazyRouteComponent(() => import('./routes/contact'), 'ContactPage'),
});
const olympiadPrepRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/olympiad-prep',
  component: lazyRouteComponent(() => import('./routes/olympiad-prep'), 'OlympiadPrepPage'),
});
const cbsePrepRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cbse-prep',
  component: lazyRouteComponent(() => import('./routes/cbse-prep'), 'CbsePrepPage'),
});
const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy',
  component: lazyRouteComponent(() => import('./routes/privacy'), 'PrivacyPage'),
});
const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  component: lazyRouteComponent(() => import('./routes/terms'), 'TermsPage'),
});
// Registration and sign-in screens come with the accounts release; these are honest stand-ins.
const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth',
  component: AuthPage,
});
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: LoginPage,
});
const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  beforeLoad: () => redirect({ to: '/auth', replace: true, throw: true }),
});
const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  beforeLoad: () => redirect({ to: '/auth', replace: true, throw: true }),
});

export const routeTree = rootRoute.addChildren([
  landingRoute,
  contactRoute,
  olympiadPrepRoute,
  cbsePrepRoute,
  privacyRoute,
  termsRoute,
  authRoute,
  loginRoute,
  registerRoute,
  signupRoute,
]);

const prefersReducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: ({ location }) => routerHandlesScroll(location),
  defaultHashScrollIntoView: { behavior: scrollBehaviorFor(prefersReducedMotion), block: 'start' },
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
