import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { ServiceException } from './service.exception';

interface ErrorBody {
  message: string;
  [field: string]: unknown;
}

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Fastify refuses some requests before any handler runs; Nest hands those over as bare
 * HttpExceptions carrying Fastify's wording, so they are re-worded here by status.
 */
const TRANSPORT_ERROR_MESSAGES: Record<number, string> = {
  413: 'The request body is too large.',
  415: 'Unsupported content type: send application/json.',
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
    return { status, body: { message: TRANSPORT_ERROR_MESSAGES[status] ?? message } };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE } };
};

/** The one error format of the platform: `{ message, ...fields, requestId }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, body } = toErrorResponse(error);
    if (status >= 500) {
      this.logger.error({ err: error, url: request.url, requestId: request.id }, 'request failed');
    }
    // A refusal that ends at a known time (a lockout) says when, as HTTP clients expect.
    if (typeof body.retryAfterSeconds === 'number' && body.retryAfterSeconds > 0) {
      void reply.header('retry-after', String(Math.ceil(body.retryAfterSeconds)));
    }
    void reply.status(status).send({ ...body, requestId: request.id });
  }
}
