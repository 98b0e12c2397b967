// Creates the per-project files (package.json, tsconfig.json, jest.config.js) for a workspace project.
// Usage: node tools/scaffold-project.mjs <dir> <name> <tag,tag>
import fs from 'node:fs';
import path from 'node:path';

const [dir, name, tags] = process.argv.slice(2);
const depth = path.relative(dir, '.').split(path.sep).length;
const up = '../'.repeat(depth);
fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
const write = (file, content) => {
  const target = path.join(dir, file);
  if (!fs.existsSync(target)) fs.writeFileSync(target, content);
};
write(
  'package.json',
  JSON.stringify(
    {
      name,
      version: '0.0.0',
      private: true,
      main: 'src/index.ts',
      scripts: {
        lint: 'eslint .',
        typecheck: 'tsc -p tsconfig.json --noEmit',
        test: 'jest --passWithNoTests',
      },
      nx: { tags: tags.split(',') },
    },
    null,
    2,
  ) + '\n',
);
write(
  'tsconfig.json',
  JSON.stringify(
    { extends: `${up}tsconfig.base.json`, include: ['src/**/*.ts', 'testing/**/*.ts'] },
    null,
    2,
  ) + '\n',
);
write(
  'jest.config.js',
  `const { jestConfig } = require('${up}jest.preset.js');\n\nmodule.exports = jestConfig(__dirname);\n`,
);
