import { ApiError, NetworkError } from '../../lib/create-api-client';
import { PAPER_PDF_FAILED, paperPdfFailureMessage } from './paper-pdf';

describe('Download PDF failures', () => {
  it("says the server's reason, the network's, or asks to try again", () => {
    expect(
      paperPdfFailureMessage(new ApiError(404, 'Not Found', 'Paper not found', {}, 'r1')),
    ).toBe('Paper not found');
    expect(
      paperPdfFailureMessage(new NetworkError('Could not reach the server.', false, 'r2')),
    ).toBe('Could not reach the server.');
    expect(paperPdfFailureMessage(new ApiError(500, '', null, '', 'r3'))).toBe(PAPER_PDF_FAILED);
  });
});
