import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { RouteError } from './components/RouteError';
import { routerHandlesScroll, scrollBehaviorFor } from './lib/hash-navigation';
import {
  parseParentView,
  parseStudentTab,
  type ParentView,
  type StudentTab,
} from './features/dashboard/dashboard-navigation';
import { guardRoute } from './features/session/guard-route';
import { dashboardPathFor } from './features/session/route-guard';
import { stringSearch } from './features/tests/route-params';
import { sessionStore } from './features/session/session-store';
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
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: lazyRouteComponent(() => import('./routes/forgot-password'), 'ForgotPasswordPage'),
});
// The link in a reset mail: `/reset-password?token=<accountId>.<secret>`.
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: stringSearch(['token']),
  component: lazyRouteComponent(() => import('./routes/reset-password'), 'ResetPasswordPage'),
});
// The standalone shape's local outbox; identity answers 404 for it with SMTP or in production.
const devOutboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dev/outbox',
  component: lazyRouteComponent(() => import('./routes/dev-outbox'), 'DevOutboxPage'),
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

// Protected screens: `beforeLoad` redirects before anything renders; the screens themselves also
// follow the session, so a sign-out or an expired session in another tab leads to /login.
const parentDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/parent-dashboard',
  validateSearch: (search: Record<string, unknown>): { view?: ParentView } =>
    search.view === undefined ? {} : { view: parseParentView(search.view) },
  beforeLoad: guardRoute('parent'),
  component: lazyRouteComponent(() => import('./routes/parent-dashboard'), 'ParentDashboardPage'),
});
const parentAddChildRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/parent/add-child',
  beforeLoad: guardRoute('parent'),
  component: lazyRouteComponent(() => import('./routes/parent-add-child'), 'ParentAddChildPage'),
});
const createPaperRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/create-paper',
  beforeLoad: guardRoute('parent'),
  component: lazyRouteComponent(() => import('./routes/create-paper'), 'CreatePaperPage'),
});
const parentViewPapersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/parent/view-papers',
  beforeLoad: guardRoute('parent'),
  component: lazyRouteComponent(
    () => import('./routes/parent-view-papers'),
    'ParentViewPapersPage',
  ),
});
const studentDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/student-dashboard',
  validateSearch: (search: Record<string, unknown>): { tab?: StudentTab } =>
    search.tab === undefined ? {} : { tab: parseStudentTab(search.tab) },
  beforeLoad: guardRoute('student'),
  component: lazyRouteComponent(() => import('./routes/student-dashboard'), 'StudentDashboardPage'),
});
// Test screens take their ids in router state (spec §2) or, for a link or a reload, the query.
const testTakingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/test-taking',
  validateSearch: stringSearch(['paperId', 'testName']),
  beforeLoad: guardRoute('student'),
  component: lazyRouteComponent(() => import('./routes/test-taking'), 'TestTakingPage'),
});
const testResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/test-results',
  validateSearch: stringSearch(['paperId', 'studentName', 'attemptId']),
  beforeLoad: guardRoute('parent'),
  component: lazyRouteComponent(() => import('./routes/test-results'), 'TestResultsPage'),
});
const studentResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/student-results',
  validateSearch: stringSearch(['attemptId']),
  beforeLoad: guardRoute('student'),
  component: lazyRouteComponent(() => import('./routes/student-results'), 'StudentResultsPage'),
});
/** `/dashboard` sends each role to its own dashboard. */
const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  beforeLoad: () => {
    guardRoute(null)();
    const user = sessionStore.get().user;
    redirect({ to: user ? dashboardPathFor(user.role) : '/login', replace: true, throw: true });
  },
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
  forgotPasswordRoute,
  resetPasswordRoute,
  devOutboxRoute,
  registerRoute,
  signupRoute,
  parentDashboardRoute,
  parentAddChildRoute,
  createPaperRoute,
  parentViewPapersRoute,
  studentDashboardRoute,
  testTakingRoute,
  testResultsRoute,
  studentResultsRoute,
  dashboardRoute,
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
  /** What screens hand each other besides the URL (spec §2). */
  interface HistoryState {
    paperId?: string;
    testName?: string;
    studentName?: string;
    attemptId?: string;
    /** A message for the next screen to show once, e.g. after a test is submitted. */
    flash?: string;
    flashTone?: 'success' | 'error';
  }
}
