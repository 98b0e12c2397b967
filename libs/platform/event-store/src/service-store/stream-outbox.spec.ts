import { counterCappedV1, counterStream, type CounterState } from '../../testing/counter.stream';
import { defineStream, publish } from '../domain';
import { outboxMessagesOf } from './stream-outbox';

/** The counter, publishing where it capped from the state its Capped event leaves. */
const stateReadingCounter = defineStream({
  type: 'counter',
  events: counterStream.events,
  decider: counterStream.decider,
  publishes: {
    Capped: (data, state: CounterState) =>
      publish(counterCappedV1, data.counterId, {
        counterId: data.counterId,
        at: state.capped ? state.value : -1,
      }),
  },
});

describe('outboxMessagesOf', () => {
  it("hands each publication the stream's state just after its event", () => {
    const before: CounterState = { value: 3, capped: false };
    const messages = outboxMessagesOf(
      'identity',
      stateReadingCounter,
      [
        { eventId: 'e1', type: 'Incremented', data: { counterId: 'c1', by: 2 } },
        { eventId: 'e2', type: 'Capped', data: { counterId: 'c1', at: 99 } },
      ],
      before,
    );
    expect(messages).toEqual([
      expect.objectContaining({
        messageId: 'e2',
        type: 'counter-capped.v1',
        key: 'c1',
        payload: { counterId: 'c1', at: 5 },
      }),
    ]);
    expect(before).toEqual({ value: 3, capped: false });
  });

  it("refuses to publish another service's contract", () => {
    expect(() =>
      outboxMessagesOf(
        'payments',
        counterStream,
        [{ eventId: 'e1', type: 'Capped', data: { counterId: 'c1', at: 5 } }],
        counterStream.decider.initialState(),
      ),
    ).toThrow('payments cannot publish counter-capped.v1: identity owns it');
  });
});
