import fc from 'fast-check';
import { compareLogPositions, logPositionOf, logStart, maxLogPosition } from './log-position';

const position = fc.record({
  transactionId: fc.bigInt({ min: 0n, max: 2n ** 64n }),
  globalPosition: fc.bigInt({ min: 0n, max: 2n ** 63n }),
});

describe('log positions', () => {
  it('order by transaction id first, then global position', () => {
    expect(
      compareLogPositions(
        { transactionId: 9n, globalPosition: 100n },
        { transactionId: 10n, globalPosition: 1n },
      ),
    ).toBe(-1);
    expect(
      compareLogPositions(
        { transactionId: 10n, globalPosition: 2n },
        { transactionId: 10n, globalPosition: 1n },
      ),
    ).toBe(1);
    expect(compareLogPositions(logStart, { ...logStart })).toBe(0);
  });

  it('compare as a total order (antisymmetric, and max picks the larger)', () => {
    fc.assert(
      fc.property(position, position, (a, b) => {
        expect(compareLogPositions(a, b)).toBe(-compareLogPositions(b, a));
        expect(compareLogPositions(maxLogPosition(a, b), a)).toBeGreaterThanOrEqual(0);
        expect(compareLogPositions(maxLogPosition(a, b), b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refuses to derive a position from a hand-built event without a transaction id', () => {
    expect(() =>
      logPositionOf({
        eventId: 'e',
        streamId: 's',
        streamVersion: 1,
        globalPosition: 1n,
        type: 't',
        data: {},
        metadata: {},
        recordedAt: new Date(),
      }),
    ).toThrow(/no transactionId/);
  });
});
