// The first step of `npm test`: the lock file is what `npm ci` (CI, the Dockerfile) installs,
// so it must agree with package.json, resolve without peer conflicts, and hold only packages
// that run on the oldest Node that `engines` allows. Reads nothing from node_modules.
//
// Why each check: `npm install` run over an existing node_modules can write a lock file that
// lacks other platforms' optional binaries (@swc/core-darwin-arm64, …: npm/cli#4828), and
// `npm ci` then refuses it ("Missing: … from lock file"); a dependency pinned below a peer's
// range (`@fastify/static` 9 against @nestjs/platform-fastify's ^10) installs from the lock
// but makes the next `npm install` fail with ERESOLVE; a dependency that needs Node 22
// (content-disposition 3) only warns. Regenerate with `npm install --package-lock-only`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = (args) =>
  spawnSync('npm', [...args, '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: root,
    encoding: 'utf8',
  });
const problems = [];

const ci = npm(['ci', '--dry-run']);
if (ci.status !== 0) {
  problems.push(`npm ci --dry-run refuses the lock file:\n${errorLines(ci.stderr)}`);
}

const tree = npm(['ls', '--all', '--package-lock-only']);
if (tree.status !== 0) {
  problems.push(`npm ls finds an invalid tree in the lock file:\n${errorLines(tree.stderr)}`);
}

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const oldestNode = semver.minVersion(manifest.engines.node);
const unsupported = Object.entries(lock.packages)
  .filter(([, entry]) => typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(oldestNode, entry.engines.node))
  .map(([location, entry]) => `  ${location}@${entry.version} needs node ${entry.engines.node}`);
if (unsupported.length > 0) {
  problems.push(
    `packages that do not run on Node ${oldestNode} (engines.node ${manifest.engines.node}); ` +
      `override or pin a version that does:\n${unsupported.join('\n')}`,
  );
}

if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(
  `lock file: in sync with package.json, no peer conflicts, every package runs on Node ${oldestNode}+`,
);

function errorLines(output) {
  return output
    .split('\n')
    .filter((line) => line.startsWith('npm error') && !line.includes('complete log'))
    .slice(0, 20)
    .join('\n');
}
