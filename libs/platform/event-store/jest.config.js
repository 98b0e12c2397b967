const { jestConfig } = require('../../../jest.preset.js');

module.exports = jestConfig(__dirname, { globalSetup: '<rootDir>/testing/global-setup.ts' });
