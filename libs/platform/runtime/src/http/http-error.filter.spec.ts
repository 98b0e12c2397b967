import { Body, Controller, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { z } from 'zod';
import { createNestApp } from './create-nest-app';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from './json-body';
import { access, RequireAccess } from '../auth/access-rule';
import { ServiceException } from './service.exception';
import { ZodValidationPipe } from './zod-validation.pipe';

const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

const echoSchema = z.strictObject({ name: z.string().min(1, 'Name is required') });

// Every route needs a marker now that createNestApp installs the principal guard.
@RequireAccess(access.public())
@Controller()
class EchoController {
  @Post('echo')
  echo(@Body(new ZodValidationPipe(echoSchema)) body: z.infer<typeof echoSchema>) {
    if (body.name === 'taken') {
      throw new ServiceException('TAKEN', 409, 'That name is taken.', { field: 'name' });
    }
    if (body.name === 'locked') {
      throw new ServiceException('LOCKED', 423, 'Locked for a while.', {
        retryAfterSeconds: 899.2,
      });
    }
    if (body.name === 'boom') {
      throw new Error('database exploded');
    }
    return body;
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('the platform error format', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createNestApp(EchoModule, pino({ level: 'silent' }));
    await app.init();
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = 'application/json') =>
    app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': contentType } });

  it.each([
    ['malformed JSON', '{"name":', 'application/json', 400, 'The request body is not valid JSON.'],
    ['an empty body', '', 'application/json', 400, 'A JSON request body is required.'],
    ['plain text', 'hello', 'text/plain', 415, 'Unsupported content type: send application/json.'],
    [
      'a JSON string',
      '"hello"',
      'application/json',
      400,
      'The request body must be a JSON object.',
    ],
    [
      'a missing field',
      '{}',
      'application/json',
      400,
      'Invalid input: expected string, received undefined',
    ],
    [
      'an unknown field',
      '{"name":"a","extra":1}',
      'application/json',
      400,
      'Unexpected field: extra.',
    ],
    ['a domain refusal', '{"name":"taken"}', 'application/json', 409, 'That name is taken.'],
    [
      'a crash',
      '{"name":"boom"}',
      'application/json',
      500,
      'Something went wrong on our side. Please try again.',
    ],
  ])(
    'answers %s with %s and a clear message',
    async (_case, payload, contentType, status, message) => {
      const response = await post(payload, contentType);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message, requestId: expect.any(String) });
    },
  );

  it.each([
    [
      'a body over the size limit',
      JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }),
      'application/json',
      413,
      { message: 'The request body is too large (at most 1 MiB).', code: 'PAYLOAD_TOO_LARGE' },
    ],
    [
      'a body nested 5,000 deep',
      `{"name":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      'application/json',
      400,
      {
        message: TOO_DEEP,
        code: 'INVALID_REQUEST',
        errors: [{ path: '', message: TOO_DEEP }],
      },
    ],
    [
      'plain text',
      'hello',
      'text/plain',
      415,
      {
        message: 'Unsupported content type: send application/json.',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
    ],
  ])('refuses %s before any handler, with a code', async (_case, payload, type, status, body) => {
    const response = await post(payload, type);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ ...body, requestId: expect.any(String) });
  });

  it('keeps the spec fields of a domain refusal', async () => {
    expect((await post('{"name":"taken"}')).json()).toMatchObject({ field: 'name', code: 'TAKEN' });
  });

  it('says when a timed refusal ends, in Retry-After as well as the body', async () => {
    const locked = await post('{"name":"locked"}');

    expect(locked.statusCode).toBe(423);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json()).toMatchObject({ retryAfterSeconds: 899.2 });
    expect((await post('{"name":"taken"}')).headers['retry-after']).toBeUndefined();
  });

  it('never leaks internals of a crash', async () => {
    expect((await post('{"name":"boom"}')).body).not.toContain('exploded');
  });
});
