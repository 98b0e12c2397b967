// Stamps a whole service built from the platform blocks: libs/<name> (domain, application, http,
// infrastructure, testing, README) and apps/<name> (its process), registers its name in
// SERVICE_NAMES (which standalone, the distributed launcher, eslint and the deploy specs read)
// and its path aliases, then says what is left for a person.
// Usage: node tools/scaffold-service.mjs <kebab-case-name>
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { serviceFiles, namesOf } = require('./scaffold/service-files.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const [name] = process.argv.slice(2);
if (!name || !/^[a-z]+(-[a-z]+)*$/.test(name)) {
  console.error('usage: node tools/scaffold-service.mjs <kebab-case-name>, e.g. report-cards');
  process.exit(2);
}
if (fs.existsSync(path.join(root, 'libs', name)) || fs.existsSync(path.join(root, 'apps', name))) {
  console.error(`libs/${name} or apps/${name} exists already: nothing written`);
  process.exit(2);
}

for (const [file, content] of Object.entries(serviceFiles(name))) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

const edit = (file, change) => {
  const target = path.join(root, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
};
edit('libs/contracts/src/services/service-names.ts', (source) =>
  source.replace(/(export const SERVICE_NAMES = \[[^\]]*?,)(\n\] as const)/, `$1\n  '${name}',$2`),
);
for (const config of ['tsconfig.base.json', '.swcrc']) {
  edit(config, (source) =>
    source.replace(
      /("@abhyas\/gateway": \["libs\/gateway\/src\/index.ts"\])/,
      `"@abhyas/${name}": ["libs/${name}/src/index.ts"],\n      $1`,
    ),
  );
}

const { camel } = namesOf(name);
console.log(`Stamped ${name}. Left for you:
- npm install (links the two new workspace packages), then npx prettier --write libs/${name} apps/${name}
- apps/standalone/src/all-services.ts: add '${name}': ${camel}Service (it does not compile until you do)
- docker-compose.yml and deploy/k8s: the service's entries (the deploy specs fail until they exist)
- libs/contracts/src/services/service-routes.ts: its /api prefixes, when it has routes to offer
- replace the example slice (notes) with the first real feature, then remove features: 'none'`);
