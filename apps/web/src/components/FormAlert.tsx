/** A form-level error, announced at once; nothing when there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) {
    return null;
  }
  return (
    <p className="form-status form-status--error" role="alert">
      {message}
    </p>
  );
}
