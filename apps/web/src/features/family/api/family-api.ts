import type {
  AddChildResponse,
  ChildrenResponse,
  DeleteChildResponse,
  ResetCredentialsResponse,
  UnlockChildResponse,
} from '@abhyas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../session/api/auth-client';

const parentPath = (parentId: string) => `/api/parent/${encodeURIComponent(parentId)}`;

export const childrenQueryKey = (parentId: string) => ['parent', parentId, 'children'] as const;

export const childrenQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: childrenQueryKey(parentId),
    queryFn: async () =>
      (await authClient.get<ChildrenResponse>(`${parentPath(parentId)}/children`)).children,
  });

export const familyApi = {
  addChild: (parentId: string, child: { name: string; class: string }) =>
    authClient.post<AddChildResponse>('/api/add-child', { parentId, child }),
  resetCredentials: (parentId: string, childId: string) =>
    authClient.post<ResetCredentialsResponse>(
      `${parentPath(parentId)}/child/${encodeURIComponent(childId)}/reset-credentials`,
    ),
  unlockChild: (parentId: string, childId: string) =>
    authClient.post<UnlockChildResponse>(
      `${parentPath(parentId)}/child/${encodeURIComponent(childId)}/unlock`,
    ),
  deleteChild: (parentId: string, childId: string) =>
    authClient.delete<DeleteChildResponse>(
      `${parentPath(parentId)}/child/${encodeURIComponent(childId)}`,
    ),
};
