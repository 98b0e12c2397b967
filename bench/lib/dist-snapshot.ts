import fs from 'node:fs';
import path from 'node:path';
import { sleep } from './map-limit';

const QUIET_MS = 15_000;
const WAIT_LIMIT_MS = 5 * 60_000;

const newestChange = (dir: string): number => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
};

/**
 * A private copy of `dist/` under the git-ignored `tmp/`, taken once the build has been quiet
 * for 15 s: a rebuild for other work while the bench runs (or a service restarts) cannot hand
 * a process half-written files. Its relative requires still reach the root's node_modules.
 */
export const snapshotDist = async (
  root: string,
  name: string,
): Promise<{ dir: string; remove(): void }> => {
  const source = path.join(root, 'dist');
  const target = path.join(root, 'tmp', name, 'dist');
  const giveUp = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const before = newestChange(source);
    if (Date.now() - before >= QUIET_MS) {
      fs.rmSync(target, { recursive: true, force: true });
      fs.cpSync(source, target, { recursive: true });
      if (newestChange(source) === before) {
        return {
          dir: target,
          remove: () => fs.rmSync(path.dirname(target), { recursive: true, force: true }),
        };
      }
    }
    if (Date.now() > giveUp) {
      throw new Error(`dist/ kept changing for ${WAIT_LIMIT_MS / 1000} s: is a build running?`);
    }
    await sleep(2000);
  }
};
