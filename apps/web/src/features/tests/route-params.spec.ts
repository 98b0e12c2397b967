import {
  stringSearch,
  studentResultsParams,
  testResultsParams,
  testTakingParams,
} from './route-params';

describe('test screen parameters', () => {
  it('takes router state first, then the query string', () => {
    expect(testTakingParams({ paperId: 'p1', testName: 'Maths – Fractions' }, {})).toEqual({
      paperId: 'p1',
      testName: 'Maths – Fractions',
    });
    expect(testTakingParams({}, { paperId: 'p2' })).toEqual({ paperId: 'p2', testName: 'Test' });
    expect(testTakingParams({ paperId: ' ' }, undefined)).toBeNull();
  });

  it('needs both the paper and the student for the parent’s result', () => {
    expect(testResultsParams({}, { paperId: 'p', studentName: 'Zoya Khan' })).toEqual({
      paperId: 'p',
      studentName: 'Zoya Khan',
      attemptId: null,
    });
    expect(testResultsParams({ paperId: 'p' }, {})).toBeNull();
    expect(studentResultsParams({ attemptId: 'a1' }, {})).toEqual({ attemptId: 'a1' });
    expect(studentResultsParams({}, {})).toBeNull();
  });

  it('keeps only the known string search values', () => {
    expect(
      stringSearch(['paperId', 'testName'])({ paperId: 'p', testName: 3, other: 'x' }),
    ).toEqual({ paperId: 'p' });
  });
});
