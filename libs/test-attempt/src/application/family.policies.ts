import { childAddedV1, childDeletedV1 } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { definePolicy } from '@abhyas/runtime';
import { assignmentStream } from '../domain/assignment.stream';
import { attemptStream } from '../domain/attempt.stream';
import { familyChildStream } from '../domain/family-child.stream';
import { TestAttemptRepository } from '../infrastructure/test-attempt.repository';

/** identity's `child-added.v1`: the child's parent and name, for ownership and the spec's routes. */
export const childAddedPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'family-child-added',
    on: childAddedV1,
    inbox: store,
    handle: async ({ childId, parentId, name, addedAt }, unit) => {
      await unit.handle(familyChildStream, childId, {
        type: 'KnowChild',
        data: { childId, parentId, name, at: addedAt },
      });
    },
  });

/**
 * identity's `child-deleted.v1`: the child's assignments, attempts and answers are erased in
 * the same transaction as the inbox row (spec: deleting a child removes their assignments).
 */
export const childDeletedPolicy = (store: ServiceStore, schema: string) =>
  definePolicy({
    name: 'family-child-deleted',
    on: childDeletedV1,
    inbox: store,
    handle: async ({ childId, parentId, deletedAt }, unit) => {
      const held = await new TestAttemptRepository(unit.tx, schema).heldFor(childId);
      for (const attemptId of held.attemptIds) {
        await unit.handle(attemptStream, attemptId, {
          type: 'EraseAttempt',
          data: { at: deletedAt },
        });
      }
      for (const assignmentId of held.assignmentIds) {
        await unit.handle(assignmentStream, assignmentId, {
          type: 'EraseAssignment',
          data: { at: deletedAt },
        });
      }
      await unit.handle(familyChildStream, childId, {
        type: 'EraseChild',
        data: { childId, parentId, at: deletedAt },
      });
    },
  });
