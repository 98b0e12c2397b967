import fc from 'fast-check';
import {
  DIFFICULTY_MIXES,
  DIFFICULTY_ORDER,
  difficultyQuotas,
  selectBankPaper,
  type Candidate,
  type SelectionRequest,
} from './bank-paper.selection';

const candidate = fc.record({
  difficulty: fc.constantFrom(...DIFFICULTY_ORDER),
  section: fc.constantFrom('S1' as const, 'S2' as const, 'S3' as const, 'S4' as const),
  familyId: fc.option(fc.constantFrom('family-a', 'family-b'), { nil: undefined }),
});

const bankOf = (records: Omit<Candidate, 'id'>[]): Candidate[] =>
  records.map((record, index) => ({ ...record, id: `q${index}` }));

const request = (overrides: Partial<SelectionRequest> = {}): SelectionRequest => ({
  totalQuestions: 20,
  mix: DIFFICULTY_MIXES.default,
  familyId: 'family-a',
  seen: new Set(),
  timesUsed: new Map(),
  rank: (id) => Number(id.slice(1)) % 7,
  ...overrides,
});

const countBy = (ids: string[], bank: Candidate[]) =>
  Object.fromEntries(
    DIFFICULTY_ORDER.map((d) => [
      d,
      ids.filter((id) => bank.find((c) => c.id === id)!.difficulty === d).length,
    ]),
  );

describe('difficultyQuotas', () => {
  it('splits a paper by the spec’s mixes, adding up to the total', () => {
    expect(difficultyQuotas(20, DIFFICULTY_MIXES.default)).toEqual({
      easy: 6,
      medium: 8,
      hard: 4,
      very_hard: 2,
    });
    expect(difficultyQuotas(35, DIFFICULTY_MIXES.advanced)).toEqual({
      easy: 0,
      medium: 11,
      hard: 17,
      very_hard: 7,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom(...Object.values(DIFFICULTY_MIXES)),
        (n, mix) => {
          const quotas = difficultyQuotas(n, mix);
          expect(DIFFICULTY_ORDER.reduce((sum, d) => sum + quotas[d], 0)).toBe(n);
          for (const d of DIFFICULTY_ORDER) {
            expect(Math.abs(quotas[d] - n * mix[d])).toBeLessThan(1);
          }
        },
      ),
    );
  });
});

describe('selectBankPaper', () => {
  it('gives every paper its size, each question once, never another family’s own question', () => {
    fc.assert(
      fc.property(
        fc.array(candidate, { minLength: 0, maxLength: 120 }),
        fc.integer({ min: 1, max: 50 }),
        (records, total) => {
          const bank = bankOf(records);
          const result = selectBankPaper(bank, request({ totalQuestions: total }));
          const allowed = bank.filter((c) => c.familyId !== 'family-b');
          if (allowed.length < total) {
            expect(result).toEqual({ ok: false, needed: total, available: allowed.length });
            return;
          }
          expect(result.ok).toBe(true);
          if (!result.ok) {
            return;
          }
          const ids = result.questions.map((q) => q.id);
          expect(ids).toHaveLength(total);
          expect(new Set(ids).size).toBe(total);
          expect(ids.every((id) => bank.find((c) => c.id === id)!.familyId !== 'family-b')).toBe(
            true,
          );
        },
      ),
      { seed: 20261125, numRuns: 300 },
    );
  });

  it('keeps the difficulty mix exactly when the bank has enough of every difficulty', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom(...Object.values(DIFFICULTY_MIXES)),
        (total, mix) => {
          const bank = bankOf(
            DIFFICULTY_ORDER.flatMap((difficulty) =>
              Array.from({ length: total }, () => ({ difficulty, section: 'S2' as const })),
            ),
          );
          const result = selectBankPaper(bank, request({ totalQuestions: total, mix }));
          expect(result.ok).toBe(true);
          if (result.ok) {
            expect(
              countBy(
                result.questions.map((q) => q.id),
                bank,
              ),
            ).toEqual(difficultyQuotas(total, mix));
          }
        },
      ),
      { seed: 7, numRuns: 200 },
    );
  });

  it('borrows a short difficulty from the nearest one', () => {
    const bank = bankOf([
      ...Array.from({ length: 10 }, () => ({
        difficulty: 'easy' as const,
        section: 'S2' as const,
      })),
      ...Array.from({ length: 10 }, () => ({
        difficulty: 'medium' as const,
        section: 'S2' as const,
      })),
      ...Array.from({ length: 10 }, () => ({
        difficulty: 'hard' as const,
        section: 'S2' as const,
      })),
    ]);
    const result = selectBankPaper(bank, request({ totalQuestions: 20 }));
    expect(
      result.ok &&
        countBy(
          result.questions.map((q) => q.id),
          bank,
        ),
    ).toEqual({
      easy: 6,
      medium: 8,
      hard: 6,
      very_hard: 0,
    });
  });

  it('prefers questions the child has not seen, then the least used', () => {
    const bank = bankOf(
      Array.from({ length: 6 }, () => ({ difficulty: 'medium' as const, section: 'S2' as const })),
    );
    const result = selectBankPaper(
      bank,
      request({
        totalQuestions: 3,
        mix: { easy: 0, medium: 1, hard: 0, very_hard: 0 },
        seen: new Set(['q0', 'q1']),
        timesUsed: new Map([
          ['q2', 5],
          ['q3', 1],
        ]),
      }),
    );
    expect(result.ok && result.questions.map((q) => q.id).sort()).toEqual(['q3', 'q4', 'q5']);
  });

  it('fills an Olympiad pattern section by section, or says which section is short', () => {
    const sections = [
      { code: 'S1' as const, name: 'Logical Reasoning', questions: 3 },
      { code: 'S2' as const, name: 'Mathematical Reasoning', questions: 4 },
    ];
    const bank = bankOf([
      ...Array.from({ length: 5 }, () => ({ difficulty: 'easy' as const, section: 'S1' as const })),
      ...Array.from({ length: 4 }, () => ({ difficulty: 'hard' as const, section: 'S2' as const })),
    ]);
    const result = selectBankPaper(bank, request({ sections }));
    expect(result.ok && result.questions.map((q) => q.section)).toEqual([
      ...Array(3).fill('Logical Reasoning'),
      ...Array(4).fill('Mathematical Reasoning'),
    ]);
    expect(
      selectBankPaper(
        bank,
        request({
          sections: [...sections, { code: 'S4', name: 'Achievers Section', questions: 2 }],
        }),
      ),
    ).toEqual({ ok: false, needed: 2, available: 0, section: 'Achievers Section' });
  });

  it('gives the same paper for the same request and bank', () => {
    const bank = bankOf(
      Array.from({ length: 40 }, (_, i) => ({
        difficulty: DIFFICULTY_ORDER[i % 4],
        section: 'S2' as const,
      })),
    );
    expect(selectBankPaper(bank, request())).toEqual(selectBankPaper(bank, request()));
  });
});
