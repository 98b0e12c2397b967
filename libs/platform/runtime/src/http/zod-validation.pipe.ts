import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { RequestValidationException, type ValidationIssue } from './request-validation.exception';

/** Where the validated value comes from: a JSON body, the query string or the path. */
export type RequestPart = 'body' | 'query' | 'params';

const givenTwice = (name: string) =>
  `${name} is given more than once: send each query parameter once.`;

/**
 * Validates a body, query or param against a contracts schema; bad input never reaches a handler.
 * A query parameter sent twice arrives as an array; where the schema wanted one value, the 400
 * says so instead of zod's "expected string, received array".
 */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<
  unknown,
  z.infer<Schema>
> {
  // Public: the route table (`routeMarkings`) reads which schema checks which part of a route.
  constructor(
    readonly schema: Schema,
    readonly part: RequestPart = 'body',
  ) {}

  transform(value: unknown): z.infer<Schema> {
    if (this.part === 'body') {
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
    }
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) {
      throw new RequestValidationException(this.issuesOf(result.error.issues, value));
    }
    return result.data;
  }

  private issuesOf(issues: z.core.$ZodIssue[], value: unknown): ValidationIssue[] {
    const seen = new Set<string>();
    const answer: ValidationIssue[] = [];
    for (const issue of issues) {
      const path = issue.path.map(String).join('.');
      const message = this.messageOf(issue, value);
      if (!seen.has(`${path}\n${message}`)) {
        seen.add(`${path}\n${message}`);
        answer.push({ path, message });
      }
    }
    return answer;
  }

  private messageOf(issue: z.core.$ZodIssue, value: unknown): string {
    if (issue.code === 'unrecognized_keys') {
      return `Unexpected field: ${issue.keys.join(', ')}.`;
    }
    const name = issue.path[0];
    if (
      this.part === 'query' &&
      typeof name === 'string' &&
      typeof value === 'object' &&
      value !== null &&
      Array.isArray((value as Record<string, unknown>)[name])
    ) {
      return givenTwice(name);
    }
    return issue.message;
  }
}
