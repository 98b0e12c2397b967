import type { Principal } from '@abhyas/runtime';

/** A signed-in parent, as the gateway vouches for them in a signed call. */
export const asParent = (userId: string): Principal => ({
  userId,
  role: 'parent',
  sid: `s-${userId}`,
});

/** A signed-in student of `parentId`. */
export const asStudent = (userId: string, parentId: string): Principal => ({
  userId,
  role: 'student',
  sid: `s-${userId}`,
  parentId,
});
