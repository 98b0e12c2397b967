// `npm start`: builds whatever is missing or stale (Nx cache makes an unchanged tree instant),
// then runs the standalone shape: gateway, all services and the web app on one port.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'tools/build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('build failed: see the output above');
  process.exit(build.status ?? 1);
}

const platform = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'dist/apps/standalone/src/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
// Ctrl-C reaches the platform directly (same process group): we only wait for its clean exit.
// SIGTERM is sent to us alone, so it is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => platform.kill('SIGTERM'));
platform.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
