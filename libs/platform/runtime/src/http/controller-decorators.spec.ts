import { HttpCode, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import pino from 'pino';
import { z } from 'zod';
import { access } from '../auth/access-rule';
import { accessMatrix } from '../auth/route-coverage';
import { ServiceController, ValidBody, ValidQuery } from './controller-decorators';
import { createNestApp } from './create-nest-app';

const noteSchema = z.strictObject({ text: z.string().min(1, 'Text is required') });
const pageSchema = z.strictObject({ page: z.coerce.number().int().min(1) });

@ServiceController('api/notes', { docs: 'notes', access: access.public() })
class NotesController {
  @Post()
  @HttpCode(200)
  record(@ValidBody(noteSchema) body: z.output<typeof noteSchema>) {
    return body;
  }

  @Post('search')
  @HttpCode(200)
  search(@ValidQuery(pageSchema) query: z.output<typeof pageSchema>) {
    return query;
  }
}

@ServiceController('internal/notes', { docs: false, access: access.internal() })
class InternalNotesController {
  @Post()
  @HttpCode(200)
  record(@ValidBody(noteSchema) body: z.output<typeof noteSchema>) {
    return body;
  }
}

describe('ServiceController, ValidBody and ValidQuery', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createNestApp(
      { module: class NotesModule {}, controllers: [NotesController, InternalNotesController] },
      pino({ level: 'silent' }),
    );
    await app.init();
  });
  afterAll(() => app.close());

  const post = (url: string, body?: unknown) =>
    app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url,
        ...(body === undefined
          ? {}
          : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });

  it('mounts the routes under the path with the shared access rule', () => {
    expect(accessMatrix(app)).toEqual([
      'POST /api/notes → public',
      'POST /api/notes/search → public',
      'POST /internal/notes → internal',
    ]);
  });

  it('validates the body and the query against their schemas', async () => {
    expect((await post('/api/notes', { text: 'hello' })).json()).toEqual({ text: 'hello' });
    const refused = await post('/api/notes', { text: '' });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      400,
      'Text is required',
    ]);
    expect((await post('/api/notes/search?page=2')).json()).toEqual({ page: 2 });
    expect((await post('/api/notes/search?page=0')).statusCode).toBe(400);
  });

  it('says a query parameter sent twice is given more than once (a body array keeps zod’s words)', async () => {
    const twice = await post('/api/notes/search?page=1&page=2');
    expect([twice.statusCode, twice.json<{ message: string }>()]).toEqual([
      400,
      expect.objectContaining({
        message: 'page is given more than once: send each query parameter once.',
        errors: [
          {
            path: 'page',
            message: 'page is given more than once: send each query parameter once.',
          },
        ],
      }),
    ]);
    const arrayInBody = await post('/api/notes', { text: ['a', 'b'] });
    expect(arrayInBody.statusCode).toBe(400);
    expect(arrayInBody.json<{ message: string }>().message).not.toMatch(/more than once/);
  });

  it('documents a validated body from its schema, and leaves internal controllers out', () => {
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    expect(Object.keys(document.paths)).toEqual(['/api/notes', '/api/notes/search']);
    const operation = document.paths['/api/notes'].post;
    expect(operation?.tags).toEqual(['notes']);
    expect(operation?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: { type: 'object', properties: { text: { type: 'string', minLength: 1 } } },
        },
      },
    });
  });
});
