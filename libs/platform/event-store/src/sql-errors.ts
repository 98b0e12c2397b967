/**
 * Driver errors differ between `pg` and PGlite; both carry the SQLSTATE in `code`. The adapters
 * turn unique violations into one typed error so callers never test driver classes.
 */
export const UNIQUE_VIOLATION = '23505';

export class UniqueViolationError extends Error {
  readonly code = UNIQUE_VIOLATION;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly detail: string | undefined;

  constructor(
    message: string,
    details: { constraint?: string; table?: string; detail?: string; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.name = 'UniqueViolationError';
    this.constraint = details.constraint;
    this.table = details.table;
    this.detail = details.detail;
  }
}

interface DriverError {
  message: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  detail?: unknown;
}

const asOptionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Returns the error to rethrow: a `UniqueViolationError` for 23505, the driver's own error otherwise. */
export function toSqlError(error: unknown): unknown {
  if (
    typeof error !== 'object' ||
    error === null ||
    (error as DriverError).code !== UNIQUE_VIOLATION
  ) {
    return error;
  }
  const driverError = error as DriverError;
  return new UniqueViolationError(driverError.message, {
    constraint: asOptionalString(driverError.constraint),
    table: asOptionalString(driverError.table),
    detail: asOptionalString(driverError.detail),
    cause: error,
  });
}

export const isUniqueViolation = (
  error: unknown,
  constraint?: string,
): error is UniqueViolationError =>
  error instanceof UniqueViolationError &&
  (constraint === undefined || error.constraint === constraint);

/** SQLSTATE of a driver error, if it has one (both drivers put it in `code`). */
export const sqlStateOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null
    ? asOptionalString((error as DriverError).code)
    : undefined;
