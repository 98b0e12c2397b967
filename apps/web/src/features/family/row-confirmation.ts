/**
 * Actions on a child's row that ask first: a new PIN makes the current one stop working, and a
 * deletion erases the child. The first click marks the row for that action; a second click on
 * the same action of the same child runs it; any other click moves the mark.
 */
export type ConfirmedAction = 'reset' | 'delete';

export interface MarkedAction {
  action: ConfirmedAction;
  childId: string;
}

export type ConfirmStep =
  { kind: 'confirm'; marked: MarkedAction } | { kind: 'run'; marked: MarkedAction };

export function nextConfirmStep(marked: MarkedAction | null, clicked: MarkedAction): ConfirmStep {
  return marked?.action === clicked.action && marked.childId === clicked.childId
    ? { kind: 'run', marked: clicked }
    : { kind: 'confirm', marked: clicked };
}
