import { useQuery } from '@tanstack/react-query';
import { paperListQueryOptions } from '../api/papers-api';

export function usePaperList(parentId: string, childId: string | null) {
  return useQuery({ ...paperListQueryOptions(parentId, childId ?? ''), enabled: childId !== null });
}
