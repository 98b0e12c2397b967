import { familyChildDecider, type FamilyChildEvent } from './family-child.stream';

const at = '2026-11-25T10:00:00.000Z';
const known: FamilyChildEvent = {
  type: 'ChildKnown',
  data: { childId: 'c1', parentId: 'p1', name: 'Asha', at },
};
const erased: FamilyChildEvent = {
  type: 'ChildErased',
  data: { childId: 'c1', parentId: 'p1', at },
};
/** Given / When / Then without `@abhyas/testing` (which depends on this library). */
const spec = {
  given: (history: FamilyChildEvent[]) => ({
    when: (command: Parameters<typeof familyChildDecider.decide>[0]) => ({
      then: (expected: FamilyChildEvent[]) =>
        expect(
          familyChildDecider.decide(
            command,
            history.reduce(familyChildDecider.evolve, familyChildDecider.initialState()),
          ),
        ).toEqual(expected),
    }),
  }),
};

describe('family child decider', () => {
  it('knows a child once, and a deleted child stays deleted', () => {
    spec.given([]).when({ type: 'KnowChild', data: known.data }).then([known]);
    spec.given([known]).when({ type: 'KnowChild', data: known.data }).then([]);
    spec.given([known]).when({ type: 'EraseChild', data: erased.data }).then([erased]);
    spec.given([known, erased]).when({ type: 'KnowChild', data: known.data }).then([]);
    spec.given([known, erased]).when({ type: 'EraseChild', data: erased.data }).then([]);
  });
});
