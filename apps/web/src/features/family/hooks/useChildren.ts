import { useQuery } from '@tanstack/react-query';
import { childrenQueryOptions } from '../api/family-api';

export function useChildren(parentId: string) {
  return useQuery(childrenQueryOptions(parentId));
}
