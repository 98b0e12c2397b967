import { nextConfirmStep } from './row-confirmation';

const reset = (childId: string) => ({ action: 'reset' as const, childId });
const remove = (childId: string) => ({ action: 'delete' as const, childId });

describe('nextConfirmStep', () => {
  it('asks on the first click and runs on the second, for a PIN reset as for a deletion', () => {
    expect(nextConfirmStep(null, reset('c1'))).toEqual({ kind: 'confirm', marked: reset('c1') });
    expect(nextConfirmStep(reset('c1'), reset('c1'))).toEqual({ kind: 'run', marked: reset('c1') });
    expect(nextConfirmStep(null, remove('c1'))).toEqual({ kind: 'confirm', marked: remove('c1') });
    expect(nextConfirmStep(remove('c1'), remove('c1'))).toEqual({
      kind: 'run',
      marked: remove('c1'),
    });
  });

  it('moves the mark when another child or another action is clicked', () => {
    expect(nextConfirmStep(remove('c1'), remove('c2'))).toEqual({
      kind: 'confirm',
      marked: remove('c2'),
    });
    expect(nextConfirmStep(remove('c1'), reset('c1'))).toEqual({
      kind: 'confirm',
      marked: reset('c1'),
    });
  });
});
