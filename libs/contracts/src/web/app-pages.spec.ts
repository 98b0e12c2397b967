import { isAppPagePath } from './app-pages';

describe('isAppPagePath', () => {
  it.each(['/', '/contact', '/contact/', '/parent/view-papers', '/test-taking?paperId=p1'])(
    'knows %s',
    (path) => expect(isAppPagePath(path)).toBe(true),
  );

  it.each(['/nope', '/contact/extra', '/parent', '/parent/', '/PARENT-DASHBOARD', '/index.html'])(
    'does not know %s',
    (path) => expect(isAppPagePath(path)).toBe(false),
  );
});
