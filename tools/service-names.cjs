// The services, read from SERVICE_NAMES in libs/contracts (the one list), for the tools and
// configs that run before anything is compiled (eslint, the distributed launcher).
const fs = require('node:fs');
const path = require('node:path');

const source = fs.readFileSync(
  path.join(__dirname, '..', 'libs/contracts/src/services/service-names.ts'),
  'utf8',
);
const list = source.match(/export const SERVICE_NAMES = \[([^\]]*)\] as const/);
if (!list) {
  throw new Error('tools/service-names.cjs: SERVICE_NAMES not found in service-names.ts');
}
const SERVICE_NAMES = [...list[1].matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);

module.exports = { SERVICE_NAMES };
