import type { ServiceStore } from '@abhyas/event-store';
import { familyPolicies } from '@abhyas/runtime';
import { assignmentStream } from '../domain/assignment.stream';
import { attemptStream } from '../domain/attempt.stream';
import { TestAttemptRepository } from '../infrastructure/test-attempt.repository';

/**
 * identity's child events (the platform's family policies): on deletion the child's
 * assignments, attempts and answers are erased with the child (spec: deleting a child removes
 * their assignments).
 */
export const familyChildPolicies = (store: ServiceStore, schema: string) =>
  familyPolicies(store, async (childId, unit, at) => {
    const held = await new TestAttemptRepository(unit.tx, schema).heldFor(childId);
    for (const attemptId of held.attemptIds) {
      await unit.handle(attemptStream, attemptId, { type: 'EraseAttempt', data: { at } });
    }
    for (const assignmentId of held.assignmentIds) {
      await unit.handle(assignmentStream, assignmentId, { type: 'EraseAssignment', data: { at } });
    }
  });
