import { ApiError, NetworkError } from '../../lib/create-api-client';

export const PAPER_PDF_FAILED = 'The PDF could not be downloaded. Please try again.';

/** What the parent is told when Download PDF failed: the server's reason, or a plain retry. */
export function paperPdfFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    return error.serverMessage;
  }
  if (error instanceof NetworkError) {
    return error.message;
  }
  return PAPER_PDF_FAILED;
}
