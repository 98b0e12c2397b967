/**
 * What the test screens are opened with: router state first (spec §2), then the query string
 * (a link, a reload or a bookmark). A missing value sends the user back to their dashboard.
 */
type Bag = object | undefined;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const field = (bag: Bag, key: string): unknown =>
  bag === undefined ? undefined : (bag as Record<string, unknown>)[key];

const pick = (key: string, state: Bag, search: Bag): string | null =>
  text(field(state, key)) ?? text(field(search, key));

export function testTakingParams(
  state: Bag,
  search: Bag,
): { paperId: string; testName: string } | null {
  const paperId = pick('paperId', state, search);
  return paperId ? { paperId, testName: pick('testName', state, search) ?? 'Test' } : null;
}

export function testResultsParams(
  state: Bag,
  search: Bag,
): { paperId: string; studentName: string; attemptId: string | null } | null {
  const paperId = pick('paperId', state, search);
  const studentName = pick('studentName', state, search);
  return paperId && studentName
    ? { paperId, studentName, attemptId: pick('attemptId', state, search) }
    : null;
}

export function studentResultsParams(state: Bag, search: Bag): { attemptId: string } | null {
  const attemptId = pick('attemptId', state, search);
  return attemptId ? { attemptId } : null;
}

/** The search a route keeps: its known string values only. */
export const stringSearch =
  <K extends string>(keys: readonly K[]) =>
  (search: Record<string, unknown>): Partial<Record<K, string>> =>
    Object.fromEntries(
      keys.flatMap((key) => {
        const value = text(search[key]);
        return value === null ? [] : [[key, value]];
      }),
    ) as Partial<Record<K, string>>;
