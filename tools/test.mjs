// `npm test`: lint, typecheck and every test tier this machine can run. What cannot run here
// (no PostgreSQL, Redis, Kafka, Chromium or kubectl) is skipped and said so, with the reason.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'tmp', 'test-reports');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

const skipped = [];
if (!process.env.DATABASE_URL)
  skipped.push('PostgreSQL tiers: DATABASE_URL is not set (PGlite tiers still run)');
if (!process.env.REDIS_URL) skipped.push('Redis Streams transport contract: REDIS_URL is not set');
if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
  skipped.push('distributed-shape e2e: needs both DATABASE_URL and REDIS_URL');
if (!process.env.KAFKA_BROKERS)
  skipped.push('Kafka transport contract: KAFKA_BROKERS is not set (no broker on this machine)');
if (!fs.existsSync(chromium))
  skipped.push(`browser e2e: no Chromium at ${chromium} (apt-get install chromium)`);
if (!hasKubectl) skipped.push('Kubernetes manifest render: kubectl is not installed');

const run = (label, command, args) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
};

fs.rmSync(reports, { recursive: true, force: true });
const steps = [
  [
    'lock file (npm ci --dry-run, peers, engines)',
    process.execPath,
    [path.join(root, 'tools/check-lockfile.mjs')],
  ],
  ['formatting (prettier --check)', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  [
    'lint, typecheck and unit + integration tests',
    'npx',
    ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--outputStyle=static'],
  ],
  ['build', process.execPath, [path.join(root, 'tools/build.mjs')]],
  [
    'end-to-end tests',
    'npx',
    ['nx', 'run', '@abhyas/e2e:e2e', '--outputStyle=static', '--skipNxCache'],
  ],
];
let ok = true;
for (const [label, command, args] of steps) {
  if (!run(label, command, args)) {
    ok = false;
    if (label === 'build') break;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of fs.existsSync(reports) ? fs.readdirSync(reports, { recursive: true }) : []) {
  if (!String(file).endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(reports, String(file)), 'utf8'));
  totals.passed += report.passed;
  totals.failed += report.failed;
  totals.skipped += report.skipped;
}
console.log('\n=== skipped on this machine ===');
console.log(skipped.length ? skipped.map((s) => `- ${s}`).join('\n') : '- nothing');
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (!ok || totals.failed > 0) {
  console.log('npm test: FAILED');
  process.exit(1);
}
