import { titleKey } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { duplicateTitleQueryOptions } from '../api/papers-api';
import { TITLE_CHECK_DEBOUNCE_MS } from '../papers.constants';

/**
 * Asks the server whether this parent already has a paper with the title, once typing pauses.
 * The answer counts only for the title as it is now, never for an earlier one.
 */
export function useTitleCheck(parentId: string, title: string) {
  const key = titleKey(title);
  const settledKey = useDebouncedValue(key, TITLE_CHECK_DEBOUNCE_MS);
  const check = useQuery({
    ...duplicateTitleQueryOptions(parentId, settledKey),
    enabled: settledKey !== '' && settledKey === key,
  });
  const current = settledKey === key && key !== '';
  return {
    isDuplicate: current && check.data === true,
    checking: key !== '' && (!current || check.isFetching),
  };
}
