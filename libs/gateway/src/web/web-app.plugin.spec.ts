import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { BUILT_MAIN_JS, BUILT_MAIN_JS_PATH, builtWebApp } from '../../testing/built-web-app';
import { registerWebApp } from './web-app.plugin';

describe('registerWebApp', () => {
  const webApp = builtWebApp();
  let fastify: FastifyInstance;

  beforeAll(async () => {
    fastify = Fastify();
    await registerWebApp(fastify, webApp.root);
  });
  afterAll(async () => {
    await fastify.close();
    webApp.remove();
  });

  const get = (url: string, acceptEncoding?: string) =>
    fastify.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the precompressed copy the browser prefers, brotli first', async () => {
    const brotli = await get(BUILT_MAIN_JS_PATH, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUILT_MAIN_JS);

    const gzip = await get(BUILT_MAIN_JS_PATH, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUILT_MAIN_JS);

    const plain = await get(BUILT_MAIN_JS_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUILT_MAIN_JS);

    for (const response of [brotli, gzip, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(
        /^(text|application)\/javascript; charset=utf-8$/,
      );
      expect(response.headers.vary).toBe('accept-encoding');
    }
  });

  it('caches hashed assets for a year, and has index.html and other files revalidated', async () => {
    expect((await get(BUILT_MAIN_JS_PATH, 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/dashboard', '/index.html', '/favicon.svg']) {
      expect({ url, cacheControl: (await get(url, 'br')).headers['cache-control'] }).toEqual({
        url,
        cacheControl: 'no-cache',
      });
    }
  });

  it('serves a file without compressed copies as it is, whatever the browser accepts', async () => {
    const favicon = await get('/favicon.svg', 'br, gzip');

    expect(favicon.headers['content-encoding']).toBeUndefined();
    expect(favicon.body).toBe('<svg/>');
  });

  it('never serves the compressed copies as files of their own', async () => {
    const copy = await get(`${BUILT_MAIN_JS_PATH}.br`);

    expect(copy.statusCode).toBe(404);
    expect(copy.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(copy.body).toContain('<div id="root">');
  });

  it('answers the app for each of its pages, and 404 with the app for any other path', async () => {
    for (const url of ['/', '/login', '/contact/', '/parent-dashboard?view=payment']) {
      const page = await get(url);
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect(page.body).toContain('<div id="root">');
    }
    for (const url of ['/no-such-page', '/parent', '/login/extra', '/.env']) {
      const missing = await get(url);
      expect({ url, status: missing.statusCode }).toEqual({ url, status: 404 });
      // The browser still gets the app, which shows its own Not Found page.
      expect(missing.body).toContain('<div id="root">');
    }
  });
});
