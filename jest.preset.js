// Shared jest setup: SWC transforms TypeScript (with decorator metadata for Nest), and the
// workspace path aliases resolve to sources so tests never need a build first.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace(/\//g, '\\/')}$`,
    path.join(__dirname, target),
  ]),
);

/** @param {string} projectDir @param {object} [overrides] */
function jestConfig(projectDir, overrides = {}) {
  const name = require(path.join(projectDir, 'package.json')).name;
  return {
    displayName: name,
    rootDir: projectDir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true, tsx: true },
            transform: {
              legacyDecorator: true,
              decoratorMetadata: true,
              react: { runtime: 'automatic' },
            },
            target: 'es2022',
            keepClassNames: true,
          },
          module: { type: 'commonjs' },
        },
      ],
      // PGlite's CommonJS bundle uses import(), which jest's vm cannot run without a Node flag.
      '/@electric-sql/pglite/dist/.+\\.cjs$': path.join(
        __dirname,
        'tools/pglite-jest-transform.js',
      ),
    },
    transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
    moduleNameMapper,
    testTimeout: 30000,
    reporters: ['default', [path.join(__dirname, 'tools/jest-summary-reporter.js'), { name }]],
    ...overrides,
  };
}

module.exports = { jestConfig };
