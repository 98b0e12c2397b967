import { childAddedV1, childDeletedV1 } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { definePolicy } from '@abhyas/runtime';
import { familyChildStream } from '../domain/family-child.stream';
import { generationJobStream } from '../domain/generation-job.stream';
import { generationStream } from '../domain/generation.stream';
import { paperStream } from '../domain/paper.stream';
import { PapersRepository } from './papers.repository';

/** identity's `child-added.v1`: which parent a child belongs to, for ownership checks. */
export const childAddedPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'family-child-added',
    on: childAddedV1,
    inbox: store,
    handle: async ({ childId, parentId, addedAt }, unit) => {
      await unit.handle(familyChildStream, childId, {
        type: 'KnowChild',
        data: { childId, parentId, at: addedAt },
      });
    },
  });

/**
 * identity's `child-deleted.v1`: the child's papers, generations and AI jobs are erased in the
 * same transaction as the inbox row (spec: deleting a child removes their papers). An AI job
 * still running for the child fails; the deadline sweep releases its credits.
 */
export const childDeletedPolicy = (store: ServiceStore, schema: string) =>
  definePolicy({
    name: 'family-child-deleted',
    on: childDeletedV1,
    inbox: store,
    handle: async ({ childId, parentId, deletedAt }, unit) => {
      const held = await new PapersRepository(unit.tx, schema).heldFor(childId);
      for (const paperId of held.paperIds) {
        await unit.handle(paperStream, paperId, { type: 'ErasePaper', data: { at: deletedAt } });
      }
      for (const jobId of held.jobIds) {
        await unit.handle(generationJobStream, jobId, {
          type: 'EraseAiGeneration',
          data: { childId, at: deletedAt },
        });
      }
      for (const generationId of held.generationIds) {
        await unit.handle(generationStream, generationId, {
          type: 'EraseGeneration',
          data: { childId, at: deletedAt },
        });
      }
      await unit.handle(familyChildStream, childId, {
        type: 'EraseChild',
        data: { childId, parentId, at: deletedAt },
      });
    },
  });
