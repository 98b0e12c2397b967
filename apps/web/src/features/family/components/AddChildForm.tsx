import { CHILD_CLASSES } from '@abhyas/contracts';
import { CredentialsCard } from '../../../components/CredentialsCard';
import { TextField } from '../../../components/TextField';
import { FieldError } from '../../../components/FieldError';
import { useAddChild } from '../hooks/useAddChild';

interface AddChildFormProps {
  parentId: string;
  /** Shown beside "Add another" once a child is created, e.g. a link back to the dashboard. */
  doneAction?: React.ReactNode;
}

export function AddChildForm({ parentId, doneAction }: AddChildFormProps) {
  const { form, errors, failure, created, setField, onSubmit, addAnother, busy } =
    useAddChild(parentId);

  if (created) {
    return (
      <div className="form">
        <p className="form-status form-status--success" role="status">
          ✓ {created.child.name} has been added.
        </p>
        <CredentialsCard
          name={created.child.name}
          username={created.credentials.username}
          pin={created.credentials.pin}
          hint={`Share these with ${created.child.name}: they sign in on the Student tab of the sign-in page. You can reset the PIN later from Settings.`}
        />
        <div className="form-actions">
          <button type="button" className="button button--primary" onClick={addAnother}>
            Add another student
          </button>
          {doneAction}
        </div>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Add a student">
      <div className="form-row">
        <TextField
          id="child-name"
          label="Child's name"
          errorId="child-name-error"
          error={errors.name}
          autoComplete="off"
          value={form.name}
          onChange={(event) => setField('name', event.target.value)}
        />
        <div className="field">
          <label htmlFor="child-class">Class</label>
          <select
            id="child-class"
            className="select"
            value={form.class}
            onChange={(event) => setField('class', event.target.value as typeof form.class)}
            aria-invalid={Boolean(errors.class)}
            aria-describedby="child-class-error"
          >
            <option value="">Select class</option>
            {CHILD_CLASSES.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
          <FieldError id="child-class-error" message={errors.class} />
        </div>
      </div>
      {failure ? (
        <p className="form-status form-status--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Adding...' : 'Add student'}
        </button>
      </div>
    </form>
  );
}
