import { CodedError } from '@abhyas/event-store/domain';

/**
 * Base of every service's own exception class. A service declares a string enum of codes and
 * the HTTP status of each once; the platform filter turns any of them into `{ message, code, ...fields }`.
 */
export class ServiceException<Code extends string = string> extends CodedError<Code> {
  constructor(
    code: Code,
    readonly status: number,
    message: string,
    /** Extra response fields the spec names, e.g. `field: 'email'`. */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(code, message);
  }
}
