// SERVICE_NAMES and the ports, for the tools and configs that run before anything is built
// (eslint, the distributed launcher, the scaffold's checks). The one list stays
// libs/contracts/src/services/service-names.ts: it imports nothing, so it is compiled here with
// SWC (as bench/register.js compiles the benches) and evaluated on its own. No generated copy to
// keep in step, no build first, and a change of formatting cannot break it as a pattern over the
// source would. A deploy spec checks that this module agrees with the contracts.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const file = path.join(__dirname, '..', 'libs/contracts/src/services/service-names.ts');
const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
  filename: file,
  swcrc: false,
  configFile: false,
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
});
const compiled = new Module(file, module);
compiled.filename = file;
compiled._compile(code, file);

/** @type {{ SERVICE_NAMES: readonly string[], GATEWAY_PORT: number, SERVICE_PORT_BASE: number, servicePort: (service: string, base?: number) => number }} */
module.exports = compiled.exports;
