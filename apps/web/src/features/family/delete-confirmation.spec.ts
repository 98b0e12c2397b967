import { nextDeleteStep } from './delete-confirmation';

describe('nextDeleteStep', () => {
  it('marks on the first click and deletes on the second', () => {
    expect(nextDeleteStep(null, 'c1')).toEqual({ kind: 'confirm', childId: 'c1' });
    expect(nextDeleteStep('c1', 'c1')).toEqual({ kind: 'delete', childId: 'c1' });
  });
  it('moves the mark when another child is clicked', () => {
    expect(nextDeleteStep('c1', 'c2')).toEqual({ kind: 'confirm', childId: 'c2' });
  });
});
