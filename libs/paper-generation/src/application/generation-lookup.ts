import type { ServiceStore } from '@abhyas/event-store';
import { generationStream } from '../domain/generation.stream';
import type { Generated } from '../domain/generation.decider';

/**
 * A generation's paper, read from its stream: the event holds the one copy of the paper (the
 * `generations` read model keeps only who and when), so a paper is written once, not twice.
 * Undefined for a generation never made or since erased.
 */
export const loadGeneration = async (
  store: ServiceStore,
  generationId: string,
): Promise<Generated | undefined> => {
  const { state } = await store.load(generationStream, generationId);
  return state.status === 'generated' ? state.paper : undefined;
};
