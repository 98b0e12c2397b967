import { ServiceException } from './service.exception';

export interface ValidationIssue {
  path: string;
  message: string;
}

/** Bad input: a 400 carrying the first problem as `message` and all of them as `errors`. */
export class RequestValidationException extends ServiceException<'INVALID_REQUEST'> {
  constructor(issues: ValidationIssue[]) {
    super('INVALID_REQUEST', 400, issues[0]?.message ?? 'The request is invalid.', {
      errors: issues,
    });
  }
}
