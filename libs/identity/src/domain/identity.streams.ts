import {
  childAddedV1,
  childDeletedV1,
  contactMessageReceivedV1,
  leadCapturedV1,
  newsletterSubscribedV1,
  parentRegisteredV1,
  welcomeBonusEarnedV1,
} from '@abhyas/contracts';
import { defineStream, publish } from '@abhyas/event-store/domain';
import { accountDecider } from './account.decider';
import { accountEvents } from './account.events';
import { childDecider } from './child.decider';
import { childEvents } from './child.events';
import { contactMessageDecider } from './contact-message.decider';
import { leadDecider } from './lead.decider';
import { newsletterSubscriptionDecider } from './newsletter-subscription.decider';
import { contactMessageEvents, leadEvents, newsletterEvents } from './public-forms.events';
import { reservationDecider, reservationEvents } from './reservation.decider';
import { sessionDecider, sessionEvents } from './session.decider';

/*
 * Identity's streams. What leaves identity is ids, names and times of accounts and children,
 * and the public forms as submitted: never an email of an account, a mobile, a hash or a PIN.
 */

export const accountStream = defineStream({
  type: 'account',
  events: accountEvents,
  decider: accountDecider,
  publishes: {
    AccountRegistered: (data) =>
      publish(parentRegisteredV1, data.accountId, {
        parentId: data.accountId,
        name: data.name,
        registeredAt: data.registeredAt,
        asStudent: data.asStudent,
      }),
    WelcomeBonusEarned: (data) =>
      publish(welcomeBonusEarnedV1, data.accountId, {
        parentId: data.accountId,
        earnedAt: data.earnedAt,
      }),
  },
});

export const childStream = defineStream({
  type: 'child',
  events: childEvents,
  decider: childDecider,
  publishes: {
    ChildAdded: (data) =>
      publish(childAddedV1, data.parentId, {
        parentId: data.parentId,
        childId: data.childId,
        name: data.name,
        class: data.class,
        addedAt: data.addedAt,
      }),
    ChildDeleted: (data) =>
      publish(childDeletedV1, data.parentId, {
        parentId: data.parentId,
        childId: data.childId,
        deletedAt: data.deletedAt,
      }),
  },
});

export const sessionStream = defineStream({
  type: 'session',
  events: sessionEvents,
  decider: sessionDecider,
});

/** A unique value's claim; the key is the whole stream id (`account-email-<email>`, ...). */
export const reservationStream = defineStream({
  type: 'reservation',
  events: reservationEvents,
  decider: reservationDecider,
  streamId: (key) => key,
});

export const contactMessageStream = defineStream({
  type: 'contact-message',
  events: contactMessageEvents,
  decider: contactMessageDecider,
  publishes: {
    ContactMessageReceived: ({ messageId, name, email, receivedAt }) =>
      publish(contactMessageReceivedV1, messageId, { messageId, name, email, receivedAt }),
  },
});

export const leadStream = defineStream({
  type: 'lead',
  events: leadEvents,
  decider: leadDecider,
  publishes: {
    LeadCaptured: (data) => publish(leadCapturedV1, data.leadId, data),
  },
});

export const newsletterStream = defineStream({
  type: 'newsletter',
  events: newsletterEvents,
  decider: newsletterSubscriptionDecider,
  publishes: {
    NewsletterSubscribed: (data) => publish(newsletterSubscribedV1, data.email, data),
  },
});

export const IDENTITY_STREAMS = [
  accountStream,
  childStream,
  sessionStream,
  reservationStream,
  contactMessageStream,
  leadStream,
  newsletterStream,
] as const;
