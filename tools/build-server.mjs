// Compiles every server-side project (apps/* but web, libs/*) to dist/ with SWC, rewriting the
// @abhyas/* aliases to relative paths so plain `node dist/apps/<app>/src/main.js` runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
const swc = path.join(root, 'node_modules', '.bin', 'swc');
execFileSync(
  swc,
  [
    'apps',
    'libs',
    '-d',
    'dist',
    '--config-file',
    '.swcrc',
    '--ignore',
    '**/*.spec.ts,**/*.int-spec.ts,**/*.e2e-spec.ts,**/testing/**,apps/web/**,apps/e2e/**,**/jest.config.js,**/*.d.ts',
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
// The syllabus and the question bank are data read at run time beside the compiled loader
// (libs/question-bank/src/load/content-paths.ts resolves them from its own folder).
for (const folder of ['syllabus', 'questions']) {
  fs.cpSync(
    path.join(root, 'libs/question-bank', folder),
    path.join(root, 'dist/libs/question-bank', folder),
    { recursive: true, filter: (source) => !source.endsWith('.md') },
  );
}
console.log('server build: dist/');
