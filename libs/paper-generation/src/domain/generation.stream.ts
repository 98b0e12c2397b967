import { defineStream } from '@abhyas/event-store/domain';
import { generationDecider } from './generation.decider';
import { generationEvents } from './generation.events';

/** One generation (`paper-generation-<generationId>`); its events stay inside the service. */
export const generationStream = defineStream({
  type: 'paper-generation',
  events: generationEvents,
  decider: generationDecider,
});
