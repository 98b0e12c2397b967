import type { ExplanationRequestsResponse, ExplanationRequestView } from '@abhyas/contracts';
import { pollWhilePreparing, PREPARING_POLL_MS } from './explanation-polling';

const listOf = (...production: ExplanationRequestView['production'][]) => ({
  state: {
    data: {
      success: true,
      pendingCount: 0,
      requests: production.map((p) => ({ production: p }) as ExplanationRequestView),
    } as ExplanationRequestsResponse,
  },
});

describe('polling the explanation lists', () => {
  it('asks again soon while an explanation is being prepared', () => {
    expect(pollWhilePreparing(false)(listOf('ready', 'preparing'))).toBe(PREPARING_POLL_MS);
    expect(pollWhilePreparing(60_000)(listOf('preparing'))).toBe(PREPARING_POLL_MS);
  });

  it('falls back once nothing is being prepared, or before the list is loaded', () => {
    expect(pollWhilePreparing(false)(listOf('ready', 'failed', undefined))).toBe(false);
    expect(pollWhilePreparing(60_000)(listOf())).toBe(60_000);
    expect(pollWhilePreparing(60_000)({ state: {} })).toBe(60_000);
  });
});
