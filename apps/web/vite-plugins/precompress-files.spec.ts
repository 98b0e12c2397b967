import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFiles } from './precompress-files';

const SCRIPT = `console.log(${JSON.stringify('abhyas '.repeat(500))});\n`;

describe('precompressFiles', () => {
  let folder: string;

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-dist-'));
    fs.mkdirSync(path.join(folder, 'assets'));
    fs.writeFileSync(path.join(folder, 'assets/index-Ab12Cd34.js'), SCRIPT);
    fs.writeFileSync(path.join(folder, 'assets/index-Ef56Gh78.css'), `.a{color:red}\n`.repeat(200));
    fs.writeFileSync(path.join(folder, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(folder, 'photo.png'), Buffer.alloc(4096, 7));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy that decompress to the original', async () => {
    await precompressFiles(folder);

    const script = path.join(folder, 'assets/index-Ab12Cd34.js');
    expect(brotliDecompressSync(fs.readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(fs.readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
  });

  it('reports each file it compressed, smaller in both encodings', async () => {
    const compressed = await precompressFiles(folder);

    expect(compressed.map((file) => file.file).sort()).toEqual([
      'assets/index-Ab12Cd34.js',
      'assets/index-Ef56Gh78.css',
    ]);
    for (const file of compressed) {
      expect(file.brotli).toBeLessThan(file.gzip);
      expect(file.gzip).toBeLessThan(file.raw);
    }
  });

  it('leaves tiny files and already-compressed images alone', async () => {
    await precompressFiles(folder);

    const written = fs.readdirSync(folder, { recursive: true }).map(String).sort();
    expect(written).toEqual([
      'assets',
      path.join('assets', 'index-Ab12Cd34.js'),
      path.join('assets', 'index-Ab12Cd34.js.br'),
      path.join('assets', 'index-Ab12Cd34.js.gz'),
      path.join('assets', 'index-Ef56Gh78.css'),
      path.join('assets', 'index-Ef56Gh78.css.br'),
      path.join('assets', 'index-Ef56Gh78.css.gz'),
      'favicon.svg',
      'photo.png',
    ]);
  });
});
