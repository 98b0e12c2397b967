const fs = require('node:fs');
const { jestConfig } = require('../../jest.preset.js');

// End-to-end tier: real processes (standalone and distributed) over HTTP and in Chromium.
// Files that need what this machine lacks are left out, and the reason is printed.
const ignored = ['/node_modules/'];
if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  ignored.push('\\.distributed\\.e2e-spec\\.ts$');
  console.info('e2e: distributed-shape suites skipped: DATABASE_URL and REDIS_URL are both needed');
}
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  ignored.push('/browser/');
  console.info(
    `e2e: browser suites skipped: no Chromium at ${chromium} (apt-get install chromium)`,
  );
}

module.exports = jestConfig(__dirname, {
  testMatch: ['<rootDir>/src/**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ignored,
  testTimeout: 120000,
  maxWorkers: 1,
});
