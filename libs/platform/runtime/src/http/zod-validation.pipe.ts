import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { RequestValidationException } from './request-validation.exception';

/** Validates a body, query or param against a contracts schema; bad input never reaches a handler. */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<
  unknown,
  z.infer<Schema>
> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    if (value === undefined || value === null) {
      throw new RequestValidationException([
        { path: '', message: 'A JSON request body is required.' },
      ]);
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new RequestValidationException([
        { path: '', message: 'The request body must be a JSON object.' },
      ]);
    }
    const result = this.schema.safeParse(value);
    if (!result.success) {
      throw new RequestValidationException(
        result.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message:
            issue.code === 'unrecognized_keys'
              ? `Unexpected field: ${issue.keys.join(', ')}.`
              : issue.message,
        })),
      );
    }
    return result.data;
  }
}
