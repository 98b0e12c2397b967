import { Outlet, useLocation } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { usesAppChrome } from '../features/layout/app-chrome';
import { SiteFooter } from '../features/layout/components/SiteFooter';
import { SiteHeader } from '../features/layout/components/SiteHeader';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without touching the URL hash, which the landing page uses for its sections.
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

export function RootLayout() {
  const appChrome = useLocation({ select: (location) => usesAppChrome(location.pathname) });
  if (appChrome) {
    return (
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    );
  }
  return (
    <>
      <a href="#main-content" className="skip-link" onClick={skipToContent}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
