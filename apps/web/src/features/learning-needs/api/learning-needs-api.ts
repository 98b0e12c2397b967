import type {
  LearningNeedsResponse,
  PracticePaperRequest,
  PracticePaperResponse,
} from '@abhyas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { LONG_CALL_TIMEOUT_MS } from '../../../lib/api-client';
import { authClient } from '../../session/api/auth-client';

const segment = (value: string) => encodeURIComponent(value);
const needsPath = (parentId: string, studentName: string) =>
  `/api/learning-needs/${segment(parentId)}/${segment(studentName)}`;

/** Everything about one child's learning needs, refreshed together after a compute. */
export const learningNeedsQueryKey = (parentId: string, studentName: string) =>
  ['learning-needs', parentId, studentName.toLowerCase()] as const;

/** Student doc §7: the child's learning needs (`data: null` until their first graded answers). */
export const learningNeedsQueryOptions = (parentId: string, studentName: string) =>
  queryOptions({
    queryKey: learningNeedsQueryKey(parentId, studentName),
    queryFn: () =>
      authClient.get<LearningNeedsResponse>(`${needsPath(parentId, studentName)}?useEnhanced=true`),
  });

export const learningNeedsApi = {
  compute: (parentId: string, studentName: string) =>
    authClient.post<LearningNeedsResponse>(`${needsPath(parentId, studentName)}/compute`, {}),
  /** Parent doc §7: a bank practice paper on the top focus areas, saved for the child. */
  generatePracticePaper: (request: PracticePaperRequest) =>
    authClient.post<PracticePaperResponse>('/api/papers/generate-from-learning-needs', request, {
      timeoutMs: LONG_CALL_TIMEOUT_MS,
    }),
};
