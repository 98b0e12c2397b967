import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, and every other non-API path
 * answered with index.html so the client-side router (and its 404 page) takes over.
 */
export const registerWebApp = async (fastify: FastifyInstance, webRoot: string): Promise<void> => {
  const indexHtml = await fs.promises.readFile(path.join(webRoot, 'index.html'));
  await fastify.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  fastify.get('/*', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  );
  fastify.get('/', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  );
};
