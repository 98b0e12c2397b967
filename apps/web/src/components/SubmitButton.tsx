import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** While true the button is disabled and says `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** Disabled for another reason than being busy. */
  disabled?: boolean;
  /** Full width. */
  block?: boolean;
  children: ReactNode;
}

/** A form's primary submit button, which says what it is doing while the request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  block,
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button button--primary${block ? ' button--block' : ''}`}
      disabled={busy || disabled}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
