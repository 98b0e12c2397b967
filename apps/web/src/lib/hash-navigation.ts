/** Sections of the landing page that other pages link to as `/` plus the hash. */
export const LANDING_SECTIONS = {
  how: 'how',
  subjects: 'subjects',
  pricing: 'pricing',
} as const;

export type LandingSection = (typeof LANDING_SECTIONS)[keyof typeof LANDING_SECTIONS];

/** `'#how'`, `'how'`, `' #how '` and `'#h%C3%B6w'` become `'how'` / `'höw'`; empty input gives `''`. */
export function normalizeHash(hash: string | null | undefined): string {
  if (!hash) {
    return '';
  }
  const bare = hash.trim().replace(/^#+/, '');
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/** The link to a landing-page section from anywhere: `/#how`. */
export function landingAnchorHref(section: string): string {
  const hash = normalizeHash(section);
  return hash ? `/#${encodeURIComponent(hash)}` : '/';
}

/**
 * A click on a hash link that would not change the location (already on that path with that
 * hash): the router sees no navigation, so the page must scroll by itself.
 */
export function isSameLocationHashLink(
  current: { pathname: string; hash: string },
  target: { pathname: string; hash: string },
): boolean {
  return (
    trimTrailingSlash(current.pathname) === trimTrailingSlash(target.pathname) &&
    normalizeHash(current.hash) === normalizeHash(target.hash)
  );
}

/** Smooth scrolling unless the visitor asked the system for reduced motion. */
export function scrollBehaviorFor(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Whether the router's own scroll handling (restore, reset to top, jump to hash) should run for a
 * location. On the landing page with a section hash the page scrolls itself, smoothly, so the
 * router stays out of the way there and the two never fight.
 */
export function routerHandlesScroll(location: { pathname: string; hash: string }): boolean {
  return !(trimTrailingSlash(location.pathname) === '/' && normalizeHash(location.hash) !== '');
}
