import type {
  SaveAnswerRequest,
  SaveAnswerResponse,
  SaveProgressRequest,
  SaveProgressResponse,
  StartTestResponse,
  SubmitTestRequest,
  SubmitTestResponse,
} from '@abhyas/contracts';
import { authClient } from '../../session/api/auth-client';

const segment = (value: string) => encodeURIComponent(value);
const attemptPath = (attemptId: string) => `/api/test-attempts/${segment(attemptId)}`;

/** The test-taking screen's calls. None of their answers carries a key before submission. */
export const testSessionApi = {
  startTest: (paperId: string, studentName: string) =>
    authClient.post<StartTestResponse>('/api/test-attempts/start-test', { paperId, studentName }),
  saveAnswer: (attemptId: string, questionId: string, request: SaveAnswerRequest) =>
    authClient.request<SaveAnswerResponse>(
      `${attemptPath(attemptId)}/answers/${segment(questionId)}`,
      { method: 'PUT', body: request },
    ),
  saveProgress: (attemptId: string, request: SaveProgressRequest) =>
    authClient.request<SaveProgressResponse>(`${attemptPath(attemptId)}/progress`, {
      method: 'PUT',
      body: request,
    }),
  submit: (request: SubmitTestRequest) =>
    authClient.post<SubmitTestResponse>('/api/test-attempts/submit-test', request),
};
