import { Outlet, useRouterState } from '@tanstack/react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';
import { usesAppChrome } from '../features/layout/app-chrome';
import { SiteFooter } from '../features/layout/components/SiteFooter';
import { SiteHeader } from '../features/layout/components/SiteHeader';

export function RootLayout() {
  // The frame follows the page on screen, not the one being loaded: while a lazy screen's code
  // arrives the old page stays up in its own frame instead of being remounted (which flashed a
  // reset sign-up wizard for a moment after Create Account).
  const appChrome = useRouterState({
    select: (state) => usesAppChrome((state.resolvedLocation ?? state.location).pathname),
  });
  // Signed-in screens lay out their own header, navigation and main (DashboardShell, the test
  // screen), so the landmarks stay siblings rather than a header and nav inside a main.
  if (appChrome) {
    return <Outlet />;
  }
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
