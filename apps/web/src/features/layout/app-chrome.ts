/** Signed-in screens (dashboards, parent screens, the test screens) bring their own header and sidebar instead of the public site's. */
const APP_PREFIXES = [
  '/parent-dashboard',
  '/student-dashboard',
  '/parent/',
  '/dashboard',
  '/create-paper',
  '/test-taking',
  '/test-results',
  '/student-results',
];

export function usesAppChrome(pathname: string): boolean {
  return APP_PREFIXES.some(
    (prefix) =>
      pathname === prefix.replace(/\/$/, '') ||
      pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}
