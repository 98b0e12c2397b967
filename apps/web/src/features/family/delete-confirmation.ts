/** Inline two-step delete: the first click marks a child, a second click on it deletes. */
export type DeleteStep = { kind: 'confirm'; childId: string } | { kind: 'delete'; childId: string };

export function nextDeleteStep(markedChildId: string | null, clickedChildId: string): DeleteStep {
  return markedChildId === clickedChildId
    ? { kind: 'delete', childId: clickedChildId }
    : { kind: 'confirm', childId: clickedChildId };
}
