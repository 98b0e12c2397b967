export type FormStatus = { kind: 'success' | 'error'; message: string } | null;

/** The polite live line under a form that reports how its last submit went. */
export function FormStatusLine({ id, status }: { id: string; status: FormStatus }) {
  return (
    <p
      id={id}
      className={`form-status ${status ? `form-status--${status.kind}` : ''}`}
      role="status"
      aria-live="polite"
    >
      {status?.message ?? ''}
    </p>
  );
}
