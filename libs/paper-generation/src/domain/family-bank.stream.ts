import { defineStream } from '@abhyas/event-store/domain';
import { familyBankDecider } from './family-bank.decider';
import { familyBankEvents } from './family-bank.events';

/** A family's own questions (`family-bank-<parentId>`); nothing leaves the service. */
export const familyBankStream = defineStream({
  type: 'family-bank',
  events: familyBankEvents,
  decider: familyBankDecider,
});
