import {
  childAddedV1,
  childDeletedV1,
  parentRegisteredV1,
  serviceTopic,
  type PayloadOf,
} from '@abhyas/contracts';
import type { OutboxMessage, RecordedEvent } from '@abhyas/event-store';
import type { AccountEvent } from '../domain/account.events';
import type { ChildEvent } from '../domain/child.events';

const topic = serviceTopic('identity');

/**
 * What other services learn of accounts and children; the message id is the event's. Only ids,
 * names and times leave identity: never an email, mobile, hash or PIN.
 */
export const familyOutbox = (events: readonly RecordedEvent[]): OutboxMessage[] =>
  events.flatMap((recorded): OutboxMessage[] => {
    const event = { type: recorded.type, data: recorded.data } as AccountEvent | ChildEvent;
    switch (event.type) {
      case 'AccountRegistered': {
        const payload: PayloadOf<typeof parentRegisteredV1> = {
          parentId: event.data.accountId,
          name: event.data.name,
          registeredAt: event.data.registeredAt,
          asStudent: event.data.asStudent,
        };
        return [
          {
            messageId: recorded.eventId,
            topic,
            key: payload.parentId,
            type: parentRegisteredV1.type,
            payload,
          },
        ];
      }
      case 'ChildAdded': {
        const payload: PayloadOf<typeof childAddedV1> = {
          parentId: event.data.parentId,
          childId: event.data.childId,
          name: event.data.name,
          class: event.data.class,
          addedAt: event.data.addedAt,
        };
        return [
          {
            messageId: recorded.eventId,
            topic,
            key: payload.parentId,
            type: childAddedV1.type,
            payload,
          },
        ];
      }
      case 'ChildDeleted': {
        const payload: PayloadOf<typeof childDeletedV1> = event.data;
        return [
          {
            messageId: recorded.eventId,
            topic,
            key: payload.parentId,
            type: childDeletedV1.type,
            payload,
          },
        ];
      }
      case 'PasswordChanged':
      case 'EmailChanged':
      case 'NotificationPreferencesSet':
      case 'ExaminationPreferencesSet':
      case 'ChildLinked':
      case 'ChildUnlinked':
      case 'ChildPinReset':
      case 'ChildWrongPinEntered':
      case 'ChildLocked':
      case 'ChildSignedIn':
        return [];
      default: {
        const unhandled: never = event;
        throw new Error(`no integration event decision for ${JSON.stringify(unhandled)}`);
      }
    }
  });
