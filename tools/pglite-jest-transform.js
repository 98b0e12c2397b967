// PGlite's CommonJS bundle loads a few Node built-ins with `import("...")`. Jest runs code in a
// vm context where dynamic import needs --experimental-vm-modules; this turns those calls into
// require() (wrapped like an ESM namespace) so PGlite boots under plain `npx jest`. The helper
// is a hoisted top-level function because the bundle declares its own local `require`.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const DYNAMIC_IMPORT = /\bimport\(\s*("[^"]+"|'[^']+')\s*\)/g;
const HELPER =
  'function __pgliteImport(id) { return Promise.resolve().then(() => { const m = require(id); return { ...m, default: m }; }); }';
const selfHash = createHash('sha256').update(readFileSync(__filename)).digest('hex');

module.exports = {
  // Jest's default cache key ignores the transformer's own source; include it.
  getCacheKey(source, path) {
    return createHash('sha256').update(selfHash).update(path).update(source).digest('hex');
  },
  process(source) {
    const code = source.replace(
      DYNAMIC_IMPORT,
      (_match, specifier) => `__pgliteImport(${specifier})`,
    );
    return { code: `${code}\n${HELPER}\n` };
  },
};
