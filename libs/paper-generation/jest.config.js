const { jestConfig } = require('../../jest.preset.js');

// The distributed-shape test (worker processes over Redis Streams) needs Redis.
const ignored = ['/node_modules/'];
if (!process.env.REDIS_URL) {
  ignored.push('\\.redis\\.int-spec\\.ts$');
  console.info('paper-generation: worker-process test over Redis skipped: REDIS_URL is not set');
}

module.exports = jestConfig(__dirname, { testPathIgnorePatterns: ignored });
