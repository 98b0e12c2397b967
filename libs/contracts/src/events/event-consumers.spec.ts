import { SERVICE_NAMES } from '../services/service-names';
import { consumersOf, EVENT_CONSUMERS, isConsumedTopic } from './event-consumers';

describe('EVENT_CONSUMERS', () => {
  it('names consumers by topic, and no topic is consumed by its own producer', () => {
    expect(consumersOf('identity.events')).toEqual([
      'credits-ledger',
      'paper-generation',
      'test-attempt',
      'explanations',
      'learning-analytics',
    ]);
    expect(isConsumedTopic('payments.events')).toBe(true);
    expect(consumersOf('paper-generation.events')).toEqual(['generation-worker']);
    for (const [producer, consumers] of Object.entries(EVENT_CONSUMERS)) {
      expect(SERVICE_NAMES).toContain(producer);
      expect(consumers).not.toContain(producer);
    }
  });

  it('sends nothing on a topic nobody reads (the ledger’s, today)', () => {
    expect(consumersOf('credits-ledger.events')).toEqual([]);
    expect(isConsumedTopic('credits-ledger.events')).toBe(false);
    expect(isConsumedTopic('identity.events.dead-letter')).toBe(false);
  });
});
