import type { AttemptGradedData } from '../domain/attempt.events';
import type { MarksOverride } from '../domain/attempt.decider';

/** An attempt's result as the `attempts` read model keeps it: the grade and who changed what. */
export type StoredResult = AttemptGradedData & { overrides: Record<string, MarksOverride> };
