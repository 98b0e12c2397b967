import { PAPER_MESSAGES } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import { aiRequestFailure, generationFailure, saveFailure } from './generation-failure';

const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError(
    status,
    '',
    (body.message as string | undefined) ?? (body.error as string | undefined) ?? null,
    body,
    'req',
  );

describe('generationFailure (spec §8)', () => {
  it('shows insufficient credits with what is needed and a way to buy more', () => {
    expect(
      generationFailure(
        apiError(402, { message: 'Insufficient credits', required: 5, available: 2 }),
      ),
    ).toEqual({
      message: 'Insufficient credits: this paper needs 5 credits and you have 2.',
      suggestion: null,
      buyCredits: true,
    });
    expect(generationFailure(apiError(400, { message: 'Insufficient credits' })).buyCredits).toBe(
      true,
    );
  });

  it('shows a short bank with its suggestion, or the default one', () => {
    expect(
      generationFailure(
        apiError(422, {
          success: false,
          error: 'No CBSE questions found',
          suggestion: 'Add topics',
        }),
      ),
    ).toEqual({ message: 'No CBSE questions found', suggestion: 'Add topics', buyCredits: false });
    expect(
      generationFailure(apiError(422, { success: false, error: 'No ICSE questions found' }))
        .suggestion,
    ).toBe(PAPER_MESSAGES.noQuestionsSuggestion);
    expect(generationFailure(apiError(422, { message: 'class is wrong' })).suggestion).toBeNull();
  });

  it("shows an invalid form's message, and asks to sign in again on a 401", () => {
    expect(generationFailure(apiError(400, { message: 'Choose at most 5 topics' })).message).toBe(
      'Choose at most 5 topics',
    );
    expect(generationFailure(apiError(401, {})).message).toBe(PAPER_MESSAGES.authRequired);
  });

  it('says the server failed, timed out or could not be reached', () => {
    expect(generationFailure(apiError(500, { message: 'boom' })).message).toBe(
      PAPER_MESSAGES.generationFailed,
    );
    expect(generationFailure(new NetworkError('x', true, 'r')).message).toBe(
      'Request timed out after 300000ms',
    );
    expect(generationFailure(new NetworkError('x', false, 'r')).message).toBe(
      PAPER_MESSAGES.generationError,
    );
    expect(generationFailure(new Error('x')).message).toBe(PAPER_MESSAGES.generationError);
  });
});

describe('saveFailure (spec §8)', () => {
  it('points a 409 at the title', () => {
    expect(saveFailure(apiError(409, { message: PAPER_MESSAGES.duplicateTitle }))).toEqual({
      message: PAPER_MESSAGES.duplicateTitle,
      titleTaken: true,
    });
  });

  it("says 'Failed to save paper' when refused and 'Error saving paper' when unreachable", () => {
    expect(saveFailure(apiError(404, {})).message).toBe(PAPER_MESSAGES.saveFailed);
    expect(saveFailure(apiError(500, {})).message).toBe(PAPER_MESSAGES.saveFailed);
    expect(saveFailure(new NetworkError('x', false, 'r')).message).toBe(PAPER_MESSAGES.saveError);
  });
});

describe('aiRequestFailure (spec §8, AI requests)', () => {
  it('words the 503 as the server does: AI is not configured', () => {
    const error = apiError(503, {
      message: 'AI paper generation is not configured on this server.',
    });
    expect(aiRequestFailure(error).message).toBe(
      'AI paper generation is not configured on this server. Generate the paper from the question bank instead.',
    );
  });

  it("says 'Failed to generate paper' for server and network failures", () => {
    expect(aiRequestFailure(apiError(500, {})).message).toBe('Failed to generate paper');
    expect(aiRequestFailure(new NetworkError('offline', false, 'req')).message).toBe(
      'Failed to generate paper',
    );
  });

  it('keeps the bank mapping for credits and the form, and names a taken title', () => {
    const credits = apiError(402, { message: 'Insufficient credits', required: 10, available: 4 });
    expect(aiRequestFailure(credits)).toEqual({
      message: 'Insufficient credits: this paper needs 10 credits and you have 4.',
      suggestion: null,
      buyCredits: true,
    });
    expect(aiRequestFailure(apiError(400, { message: 'Choose at most 5 topics' })).message).toBe(
      'Choose at most 5 topics',
    );
    expect(aiRequestFailure(apiError(409, { message: 'taken' })).message).toBe(
      PAPER_MESSAGES.duplicateTitle,
    );
  });
});
