import {
  flushOrder,
  isAcknowledged,
  keepNewest,
  resumeAnswers,
  type PendingAnswer,
} from './pending-answers';

const pending = (questionId: string, version: number, queuedAt = version): PendingAnswer => ({
  attemptId: 'att',
  questionId,
  selectedAnswer: `${questionId}@${version}`,
  version,
  queuedAt,
});

describe('pending answers', () => {
  it('keeps only the newest version of a question', () => {
    expect(keepNewest(undefined, pending('q1', 1))).toEqual(pending('q1', 1));
    expect(keepNewest(pending('q1', 3), pending('q1', 2))).toEqual(pending('q1', 3));
    expect(keepNewest(pending('q1', 3), pending('q1', 4))).toEqual(pending('q1', 4));
    // The same version again (a retry) is the same answer.
    expect(keepNewest(pending('q1', 3, 1), pending('q1', 3, 9)).queuedAt).toBe(9);
  });

  it('is done once the server holds that version or a newer one', () => {
    expect(isAcknowledged(pending('q1', 3), 3)).toBe(true);
    expect(isAcknowledged(pending('q1', 3), 5)).toBe(true);
    expect(isAcknowledged(pending('q1', 3), 2)).toBe(false);
  });

  it('sends unsent answers in the order they were given', () => {
    expect(
      flushOrder([pending('q2', 1, 30), pending('q1', 4, 10), pending('q3', 2, 20)]).map(
        (entry) => entry.questionId,
      ),
    ).toEqual(['q1', 'q3', 'q2']);
  });

  it('resumes from the server, overlaid by newer unsent answers of this device', () => {
    const { answers, unsent, stale } = resumeAnswers(
      [
        { questionId: 'q1', selectedAnswer: 'A', version: 2 },
        { questionId: 'q2', selectedAnswer: 'B', version: 5 },
      ],
      [pending('q1', 3, 20), pending('q2', 4, 10), pending('q3', 1, 5)],
    );
    expect(answers).toEqual({
      q1: { value: 'q1@3', version: 3 },
      q2: { value: 'B', version: 5 },
      q3: { value: 'q3@1', version: 1 },
    });
    expect(unsent.map((entry) => entry.questionId)).toEqual(['q3', 'q1']);
    expect(stale.map((entry) => entry.questionId)).toEqual(['q2']);
  });
});
