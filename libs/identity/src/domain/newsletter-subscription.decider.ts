import type { Decider } from '@abhyas/event-store/domain';
import type { NewsletterSubscribed } from './public-forms.events';

export interface SubscribeToNewsletter {
  type: 'SubscribeToNewsletter';
  data: { email: string };
  metadata: { now: Date };
}

export type NewsletterSubscriptionState =
  { status: 'NotSubscribed' } | { status: 'Subscribed'; since: string };

/** Stream per address: subscribing twice thanks the visitor again but records one subscription. */
export const newsletterSubscriptionDecider: Decider<
  SubscribeToNewsletter,
  NewsletterSubscribed,
  NewsletterSubscriptionState
> = {
  initialState: () => ({ status: 'NotSubscribed' }),
  evolve: (_state, event) => ({ status: 'Subscribed', since: event.data.subscribedAt }),
  decide: (command, state) =>
    state.status === 'Subscribed'
      ? []
      : [
          {
            type: 'NewsletterSubscribed',
            data: { email: command.data.email, subscribedAt: command.metadata.now.toISOString() },
          },
        ],
};
