const { jestConfig } = require('../../../jest.preset.js');

const base = jestConfig(__dirname);

module.exports = {
  ...base,
  globalSetup: '<rootDir>/testing/global-setup.ts',
  transform: {
    ...base.transform,
    '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/testing/pglite-jest-transform.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
};
