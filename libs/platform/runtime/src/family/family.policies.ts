import { childAddedV1, childDeletedV1 } from '@abhyas/contracts';
import type { ServiceStore, StoreUnit } from '@abhyas/event-store';
import { definePolicy } from '../policy/define-policy';
import { familyChildStream } from './family-child.stream';

/**
 * identity's `child-added.v1` and `child-deleted.v1`, the way every service takes them: the
 * child becomes known (parent and name), and on deletion the service erases what it holds about
 * the child (`eraseHeld`, in the same transaction as the inbox row), then the child itself.
 */
export const familyPolicies = (
  store: ServiceStore,
  eraseHeld: (childId: string, unit: StoreUnit, at: string) => Promise<void>,
) => [
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
  }),
  definePolicy({
    name: 'family-child-deleted',
    on: childDeletedV1,
    inbox: store,
    handle: async ({ childId, parentId, deletedAt }, unit) => {
      await eraseHeld(childId, unit, deletedAt);
      await unit.handle(familyChildStream, childId, {
        type: 'EraseChild',
        data: { childId, parentId, at: deletedAt },
      });
    },
  }),
];
