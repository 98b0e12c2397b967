import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const BUILT_MAIN_JS = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
export const BUILT_MAIN_JS_PATH = '/assets/index-Ab12Cd34.js';

/**
 * A web app as `vite build` and its precompress step leave it, in a temporary folder: index.html,
 * a favicon too small to compress, and a hashed main script with its brotli and gzip copies.
 */
export const builtWebApp = (): { root: string; remove(): void } => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  const main = path.join(root, BUILT_MAIN_JS_PATH);
  fs.writeFileSync(main, BUILT_MAIN_JS);
  fs.writeFileSync(`${main}.br`, brotliCompressSync(BUILT_MAIN_JS));
  fs.writeFileSync(`${main}.gz`, gzipSync(BUILT_MAIN_JS));
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
};
