/** Any origin: only the path of a URL resolved against it is used. */
const BASE = 'http://gateway.invalid';

/**
 * What no client needs in a path and some hop would read differently from the gateway: WHATWG
 * URL parsers (fetch, Fastify's inject) take a backslash for a slash, routers decode `%2F` into
 * one inside a parameter, and control characters end up in SQL parameters.
 */
const REFUSED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\\|%5c/i, 'it contains a backslash'],
  [/%2f/i, 'it contains an encoded slash (%2F)'],
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  [/[\u0000-\u0020\u007f]|%[01][0-9a-f]|%7f/i, 'it contains a control character'],
  [/#/, 'it contains a fragment (#)'],
];

export type CanonicalUrl = { url: string; refused?: never } | { url?: never; refused: string };

/**
 * The one reading of a request's path that every later step uses: duplicate slashes collapsed,
 * then `.` and `..` segments (also as `%2e`) resolved exactly as the next hop's URL parser would,
 * so routing, rate limits and the service that answers all see the same path. A path that no
 * resolution makes unambiguous is refused, `refused` saying why. The query string is kept as sent.
 */
export const canonicalUrl = (url: string): CanonicalUrl => {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.startsWith('/')) {
    return { refused: 'it does not start with /' };
  }
  for (const [pattern, what] of REFUSED) {
    if (pattern.test(path)) {
      return { refused: what };
    }
  }
  // Collapsed first: a leading `//internal` would otherwise be read as a host name.
  const resolved = new URL(path.replace(/\/{2,}/g, '/'), BASE).pathname;
  return { url: queryAt === -1 ? resolved : `${resolved}${url.slice(queryAt)}` };
};
