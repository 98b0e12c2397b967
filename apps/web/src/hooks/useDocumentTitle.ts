import { useEffect } from 'react';

export const SITE_NAME = 'Abhyas';

/** Sets the tab title for a screen, e.g. `Contact us · Abhyas`; null gives the site's own title. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${SITE_NAME}`
      : `${SITE_NAME} · Adaptive practice for Classes 5-10`;
  }, [title]);
}
