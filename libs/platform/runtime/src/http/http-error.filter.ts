import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { BODY_LIMIT_BYTES } from './json-body';
import { ServiceException } from './service.exception';

interface ErrorBody {
  message: string;
  [field: string]: unknown;
}

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Fastify refuses some requests before any handler runs, in its own words (Nest hands those
 * over as bare HttpExceptions); these are said here by status, with a code like any refusal.
 */
const TRANSPORT_ERRORS: Record<number, { message: string; code: string }> = {
  413: {
    code: 'PAYLOAD_TOO_LARGE',
    message: `The request body is too large (at most ${BODY_LIMIT_BYTES / 1024 / 1024} MiB).`,
  },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type: send application/json.',
  },
};

/**
 * An error Fastify raised itself for a bad request (`FST_ERR_CTP_BODY_TOO_LARGE`, ...), as a
 * Fastify scope outside Nest receives it (the gateway's proxy).
 */
const fastifyClientError = (error: unknown): { status: number; message: string } | undefined => {
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  return error instanceof Error &&
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
    ? { status: statusCode, message: error.message }
    : undefined;
};

export const toErrorResponse = (error: unknown): { status: number; body: ErrorBody } => {
  if (error instanceof ServiceException) {
    return {
      status: error.status,
      body: { message: error.message, code: error.code, ...error.fields },
    };
  }
  if (error instanceof HttpException) {
    const response = error.getResponse() as string | { message?: unknown };
    const detail = typeof response === 'string' ? response : response.message;
    const message = Array.isArray(detail)
      ? String(detail[0])
      : typeof detail === 'string'
        ? detail
        : error.message;
    const status = error.getStatus();
    return { status, body: TRANSPORT_ERRORS[status] ?? { message } };
  }
  const refused = fastifyClientError(error);
  if (refused) {
    return {
      status: refused.status,
      body: TRANSPORT_ERRORS[refused.status] ?? {
        message: refused.message,
        code: 'INVALID_REQUEST',
      },
    };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE } };
};

/**
 * Sends any error in the one format of the platform, `{ message, ...fields, requestId }`; the
 * Nest filter below and Fastify scopes outside Nest (the gateway's proxy) both answer with it.
 */
export const replyWithError = (
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  logger: Logger,
): FastifyReply => {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) {
    logger.error({ err: error, url: request.url, requestId: request.id }, 'request failed');
  }
  // A refusal that ends at a known time (a lockout) says when, as HTTP clients expect.
  if (typeof body.retryAfterSeconds === 'number' && body.retryAfterSeconds > 0) {
    void reply.header('retry-after', String(Math.ceil(body.retryAfterSeconds)));
  }
  return reply.status(status).send({ ...body, requestId: request.id });
};

/** The one error format of the platform: `{ message, ...fields, requestId }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    void replyWithError(
      http.getRequest<FastifyRequest>(),
      http.getResponse<FastifyReply>(),
      error,
      this.logger,
    );
  }
}
