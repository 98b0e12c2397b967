import fs from 'node:fs';
import path from 'node:path';
import { APP_PAGE_PATHS } from '@abhyas/contracts';

// The gateway answers HTTP 404 for any path not in APP_PAGE_PATHS, so a page added to the router
// but not to the list would be served with a 404 status: the two lists must stay the same. The
// router's file is read as text because importing it would load every screen.
describe('the router and the shared list of pages', () => {
  it('define the same paths', () => {
    const router = fs.readFileSync(path.join(__dirname, 'router.tsx'), 'utf8');
    const routed = [...router.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]);
    expect([...routed].sort()).toEqual([...APP_PAGE_PATHS].sort());
  });
});
