import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser downloads; images other than SVG are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);
/** Below this a compressed copy saves less than its own headers and the disk read cost. */
const MIN_BYTES = 1024;

export interface CompressedFile {
  /** Relative to the folder, with forward slashes. */
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

const filesUnder = async (folder: string): Promise<string[]> => {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
};

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a build, at the strongest
 * settings: it is done once per build, so the gateway never compresses per request. A copy
 * that would not be smaller is not written (the server then sends the file as it is).
 */
export const precompressFiles = async (folder: string): Promise<CompressedFile[]> => {
  const compressed: CompressedFile[] = [];
  for (const file of await filesUnder(folder)) {
    if (!COMPRESSIBLE.has(path.extname(file))) {
      continue;
    }
    const bytes = await fs.readFile(file);
    if (bytes.length < MIN_BYTES) {
      continue;
    }
    const [asBrotli, asGzip] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (asBrotli.length < bytes.length) {
      await fs.writeFile(`${file}.br`, asBrotli);
    }
    if (asGzip.length < bytes.length) {
      await fs.writeFile(`${file}.gz`, asGzip);
    }
    compressed.push({
      file: path.relative(folder, file).split(path.sep).join('/'),
      raw: bytes.length,
      gzip: asGzip.length,
      brotli: asBrotli.length,
    });
  }
  return compressed;
};
