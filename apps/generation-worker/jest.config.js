const { jestConfig } = require('../../jest.preset.js');

module.exports = jestConfig(__dirname);
