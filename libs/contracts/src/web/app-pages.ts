/**
 * The web app's pages, shared by the app's router (which must define exactly these), the gateway
 * (which answers any other path with HTTP 404, still rendering the app's Not Found page) and the
 * browser suites (which check every page).
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/contact',
  '/olympiad-prep',
  '/cbse-prep',
  '/privacy',
  '/terms',
  '/auth',
  '/login',
  '/forgot-password',
  '/reset-password',
  /** The standalone shape's local outbox (it says so when the outbox is off). */
  '/dev/outbox',
  '/register',
  '/signup',
] as const;

export const SIGNED_IN_PAGE_PATHS = [
  '/dashboard',
  '/parent-dashboard',
  '/parent/add-child',
  '/create-paper',
  '/parent/view-papers',
  '/student-dashboard',
  '/test-taking',
  '/test-results',
  '/student-results',
] as const;

export const APP_PAGE_PATHS: readonly string[] = [...PUBLIC_PAGE_PATHS, ...SIGNED_IN_PAGE_PATHS];

/** The parent dashboard's views (`/parent-dashboard?view=…`), in sidebar order. */
export const PARENT_VIEWS = [
  'dashboard',
  'reports',
  'timeline',
  'learning-needs',
  'add-student',
  'explanation-requests',
  'settings',
  'generate-paper',
  'view-papers',
  'schedule-test',
  'test-results',
  'payment',
  'transaction-log',
] as const;
export type ParentView = (typeof PARENT_VIEWS)[number];

/** The student dashboard's tabs (`/student-dashboard?tab=…`), in sidebar order. */
export const STUDENT_TABS = [
  'home',
  'available-tests',
  'test-results',
  'explanation-requests',
  'learning-needs',
  'analysis',
  'performance',
  'settings',
] as const;
export type StudentTab = (typeof STUDENT_TABS)[number];

/**
 * Whether a request path names one of the app's pages. A trailing slash names the same page
 * (the router treats `/contact/` as `/contact`); the query string is not part of the path.
 */
export const isAppPagePath = (path: string): boolean => {
  const bare = path.split(/[?#]/, 1)[0];
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return APP_PAGE_PATHS.includes(trimmed === '' ? '/' : trimmed);
};
