import type { Principal } from '@abhyas/runtime';
import { paymentsErrors } from './payments.exception';

/** A parent acts only on their own userId and their own payments (403 otherwise). */
export const assertOwner = (principal: Principal, userId: string): void => {
  if (principal.role !== 'parent' || principal.userId !== userId) {
    throw paymentsErrors.forbidden();
  }
};
