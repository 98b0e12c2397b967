const { spawnSync } = require('node:child_process');
const { jestConfig } = require('../../../jest.preset.js');

// The Kustomize render test needs kubectl; where it is missing the file is left out, and said so.
const ignored = ['/node_modules/'];
if (spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status !== 0) {
  ignored.push('kustomize-render\\.int-spec\\.ts$');
  console.info('runtime: Kustomize render test skipped: kubectl is not installed');
}

if (!process.env.REDIS_URL) {
  ignored.push('\\.redis\\.int-spec\\.ts$');
  console.info('runtime: Redis window-counter test skipped: REDIS_URL is not set');
}

module.exports = jestConfig(__dirname, { testPathIgnorePatterns: ignored });
