// Lets `node -r ./bench/register.js some.bench.ts` run workspace TypeScript without a build:
// .ts files are compiled on load with SWC (same settings as the jest preset), and the
// `@abhyas/*` path aliases from tsconfig.base.json resolve to their sources.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '..');
const { compilerOptions } = JSON.parse(
  fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'),
);
const baseUrl = path.resolve(root, compilerOptions.baseUrl ?? '.');
const aliases = new Map(
  Object.entries(compilerOptions.paths ?? {}).map(([alias, [target]]) => [
    alias,
    path.resolve(baseUrl, target),
  ]),
);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveWithAliases(request, parent, isMain, options) {
  const target = aliases.get(request);
  return resolveFilename.call(this, target ?? request, parent, isMain, options);
};

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    filename,
    swcrc: false,
    configFile: false,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

process.setSourceMapsEnabled(true);
