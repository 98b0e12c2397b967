import type { ExplanationRequestsResponse } from '@abhyas/contracts';

/** While the generation worker writes an explanation, the lists ask every few seconds. */
export const PREPARING_POLL_MS = 3_000;

/** How often to ask again: soon while an explanation is being prepared, `otherwise` if not. */
export const pollWhilePreparing =
  (otherwise: number | false) =>
  (query: { state: { data?: ExplanationRequestsResponse } }): number | false =>
    query.state.data?.requests.some((request) => request.production === 'preparing')
      ? PREPARING_POLL_MS
      : otherwise;
