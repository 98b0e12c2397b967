import { deciderSpec } from '@abhyas/testing';
import { contactMessageDecider } from './contact-message.decider';
import { leadDecider } from './lead.decider';
import { newsletterSubscriptionDecider } from './newsletter-subscription.decider';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('contact message', () => {
  const submit = {
    type: 'SubmitContactMessage' as const,
    data: { messageId: 'm1', name: 'Asha', email: 'asha@example.in', message: 'Hello' },
    metadata: { now },
  };

  it('records a new message with the time it was received', () => {
    deciderSpec(contactMessageDecider)
      .given([])
      .when(submit)
      .then([
        {
          type: 'ContactMessageReceived',
          data: {
            messageId: 'm1',
            name: 'Asha',
            email: 'asha@example.in',
            message: 'Hello',
            receivedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('records nothing when the same message is retried', () => {
    deciderSpec(contactMessageDecider)
      .given([
        { type: 'ContactMessageReceived', data: { ...submit.data, receivedAt: now.toISOString() } },
      ])
      .when(submit)
      .then([]);
  });
});

describe('lead', () => {
  const data = {
    leadId: 'l1',
    name: 'Ravi',
    email: 'ravi@example.in',
    phone: '9876543210',
    grade: 'Class 7' as const,
    consent: true,
    track: 'olympiad' as const,
  };

  it('captures a lead with its track and class', () => {
    deciderSpec(leadDecider)
      .given([])
      .when({ type: 'CaptureLead', data, metadata: { now } })
      .then([{ type: 'LeadCaptured', data: { ...data, capturedAt: now.toISOString() } }]);
  });

  it('captures nothing twice for one lead id', () => {
    deciderSpec(leadDecider)
      .given([{ type: 'LeadCaptured', data: { ...data, capturedAt: now.toISOString() } }])
      .when({ type: 'CaptureLead', data, metadata: { now } })
      .then([]);
  });
});

describe('newsletter subscription', () => {
  const subscribe = {
    type: 'SubscribeToNewsletter' as const,
    data: { email: 'p@example.in' },
    metadata: { now },
  };

  it('subscribes a new address', () => {
    deciderSpec(newsletterSubscriptionDecider)
      .given([])
      .when(subscribe)
      .then([
        {
          type: 'NewsletterSubscribed',
          data: { email: 'p@example.in', subscribedAt: now.toISOString() },
        },
      ]);
  });

  it('keeps a single subscription when the address subscribes again', () => {
    deciderSpec(newsletterSubscriptionDecider)
      .given([
        {
          type: 'NewsletterSubscribed',
          data: { email: 'p@example.in', subscribedAt: now.toISOString() },
        },
      ])
      .when(subscribe)
      .then([]);
  });
});
