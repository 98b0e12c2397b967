// `npm run build`: the server code (SWC → dist/) and the web app (Vite → apps/web/dist), cached by Nx.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  [
    'nx',
    'run-many',
    '-t',
    'build',
    '--projects=@abhyas/standalone,@abhyas/web',
    '--outputStyle=static',
  ],
  { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } },
);
process.exit(result.status ?? 1);
