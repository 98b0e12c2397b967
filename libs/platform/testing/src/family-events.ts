import { childAddedV1, childDeletedV1, type PayloadOf } from '@abhyas/contracts';
import type { BusMessage } from '@abhyas/messaging';

/** identity's `child-added.v1` as the bus delivers it, for tests that need a family. */
export const childAddedMessage = (
  childId: string,
  parentId: string,
  id = `child-added-${childId}`,
  name = 'Asha',
): BusMessage => {
  const payload: PayloadOf<typeof childAddedV1> = {
    parentId,
    childId,
    name,
    class: 'Class 8',
    addedAt: '2026-11-25T10:00:00.000Z',
  };
  return { id, type: childAddedV1.type, key: parentId, payload, headers: {} };
};

/** identity's `child-deleted.v1` as the bus delivers it. */
export const childDeletedMessage = (
  childId: string,
  parentId: string,
  id = `child-deleted-${childId}`,
): BusMessage => {
  const payload: PayloadOf<typeof childDeletedV1> = {
    parentId,
    childId,
    deletedAt: '2026-11-25T11:00:00.000Z',
  };
  return { id, type: childDeletedV1.type, key: parentId, payload, headers: {} };
};
