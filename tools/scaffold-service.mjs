// Stamps a whole service built from the platform blocks: libs/<name> (domain, application, http,
// infrastructure, testing, README) and apps/<name> (its process), and registers it wherever a
// service is listed (SERVICE_NAMES, the gateway prefix, path aliases, standalone, compose, k8s),
// then says what is left for a person.
// Usage: node tools/scaffold-service.mjs <kebab-case-name> [--root <dir>]
// (--root stamps into another tree holding the same files: the scaffold's test uses a copy.)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const require = createRequire(import.meta.url);
const { serviceFiles } = require('./scaffold/service-files.cjs');
const { registrationOf } = require('./scaffold/register-service.cjs');

const args = process.argv.slice(2);
const rootFlag = args.indexOf('--root');
const root =
  rootFlag >= 0
    ? path.resolve(args.splice(rootFlag, 2)[1] ?? '')
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name] = args;

if (!name || !/^[a-z]+(-[a-z]+)*$/.test(name)) {
  console.error('usage: node tools/scaffold-service.mjs <kebab-case-name>, e.g. report-cards');
  process.exit(2);
}
if (fs.existsSync(path.join(root, 'libs', name)) || fs.existsSync(path.join(root, 'apps', name))) {
  console.error(`libs/${name} or apps/${name} exists already: nothing written`);
  process.exit(2);
}

let registration;
try {
  registration = registrationOf(root, name);
} catch (error) {
  console.error(`${error.message}: nothing written`);
  process.exit(1);
}

/** As the repository formats it (a file prettier has no parser for, like .swcrc, as it is). */
const formatted = async (target, content) => {
  const { inferredParser } = await prettier.getFileInfo(target);
  if (!inferredParser) {
    return content;
  }
  const options = (await prettier.resolveConfig(target)) ?? {};
  return prettier.format(content, { ...options, filepath: target });
};

for (const [file, content] of Object.entries({
  ...serviceFiles(name),
  ...registration.changes,
})) {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, await formatted(target, content));
}

console.log(`Stamped ${name} (port ${registration.port}) and registered it in SERVICE_NAMES, the gateway,
the path aliases, standalone, docker-compose.yml and deploy/k8s. Left for you:
- npm install (links the two new workspace packages)
${registration.leftForAPerson.map((line) => `- ${line}`).join('\n')}
- replace the example slice (notes) with the first real feature, then remove features: 'none'`);
