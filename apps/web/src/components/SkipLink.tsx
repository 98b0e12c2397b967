import type { MouseEvent } from 'react';

/** The id of the page's `main`, where the skip link moves focus. */
export const MAIN_CONTENT_ID = 'main-content';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without touching the URL hash, which the landing page uses for its sections.
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** The first thing a keyboard reaches: straight past the header and menus to the page itself. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={skipToContent}>
      Skip to content
    </a>
  );
}
