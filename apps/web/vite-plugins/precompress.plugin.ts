import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressFiles } from './precompress-files';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * After `vite build` has written every file (public/ included), leaves a brotli and a gzip
 * copy beside each, for the gateway to serve by Accept-Encoding.
 */
export const precompressPlugin = (): Plugin => {
  let outDir = '';
  return {
    name: 'abhyas:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) {
        return;
      }
      const files = await precompressFiles(outDir);
      const total = (key: 'raw' | 'gzip' | 'brotli') =>
        files.reduce((sum, file) => sum + file[key], 0);
      this.info(
        `precompressed ${files.length} files: ${kib(total('raw'))} raw, ` +
          `${kib(total('gzip'))} gzip, ${kib(total('brotli'))} brotli`,
      );
    },
  };
};
