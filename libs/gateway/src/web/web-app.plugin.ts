import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPagePath } from '@abhyas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the favicon, logos) is checked with the server on each use. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: hashed assets cached for a year, and every other non-API path
 * answered with index.html so the client-side router takes over. A path that is none of the
 * app's pages is answered 404, with the same index.html, so a browser still shows the app's own
 * Not Found page while crawlers, link checkers and monitors learn that the page does not exist. The build
 * writes a `.br` and a `.gz` beside each file worth compressing; the one the browser accepts
 * (brotli first) is sent with its Content-Encoding and `Vary: accept-encoding`, so nothing is
 * compressed per request. The compressed copies are never routes of their own.
 */
export const registerWebApp = async (fastify: FastifyInstance, webRoot: string): Promise<void> => {
  const indexHtml = await fs.promises.readFile(path.join(webRoot, 'index.html'));
  await fastify.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      const hashed = path.relative(webRoot, filePath).startsWith(`assets${path.sep}`);
      void reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(isAppPagePath(request.url) ? 200 : 404)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  fastify.get('/*', sendApp);
  fastify.get('/', sendApp);
};
