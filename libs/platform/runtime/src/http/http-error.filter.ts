import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { ServiceException } from './service.exception';

interface ErrorBody {
  message: string;
  [field: string]: unknown;
}

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Fastify's own request errors (bad JSON, wrong media type, body too large) mapped to clear text. */
const FASTIFY_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'A JSON request body is required.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

export const toErrorResponse = (error: unknown): { status: number; body: ErrorBody } => {
  if (error instanceof ServiceException) {
    return { status: error.status, body: { message: error.message, code: error.code, ...error.fields } };
  }
  if (error instanceof HttpException) {
    const response = error.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : Array.isArray((response as { message?: unknown }).message)
          ? String((response as { message: unknown[] }).message[0])
          : String((response as { message?: unknown }).message ?? error.message);
    return { status: error.getStatus(), body: { message } };
  }
  const candidate = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (typeof candidate.statusCode === 'number' && candidate.statusCode >= 400 && candidate.statusCode < 500) {
    const known = typeof candidate.code === 'string' ? FASTIFY_ERROR_MESSAGES[candidate.code] : undefined;
    const message =
      known ?? (error instanceof SyntaxError ? 'The request body is not valid JSON.' : String(candidate.message));
    return { status: candidate.statusCode, body: { message } };
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
    void reply.status(status).send({ ...body, requestId: request.id });
  }
}
