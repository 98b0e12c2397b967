const { jestConfig } = require('../../jest.preset.js');

const ignored = ['/node_modules/'];
if (!process.env.REDIS_URL) {
  ignored.push('\\.redis\\.int-spec\\.ts$');
  console.info('gateway process: Redis rate-limiter test skipped: REDIS_URL is not set');
}

module.exports = jestConfig(__dirname, { testPathIgnorePatterns: ignored });
