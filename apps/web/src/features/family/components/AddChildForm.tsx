import { CHILD_CLASSES } from '@abhyas/contracts';
import { CredentialsCard } from '../../../components/CredentialsCard';
import { bindTextField } from '../../../components/bind-text-field';
import { FormAlert } from '../../../components/FormAlert';
import { SelectField } from '../../../components/SelectField';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useAddChild } from '../hooks/useAddChild';

interface AddChildFormProps {
  parentId: string;
  /** Shown beside "Add another" once a child is created, e.g. a link back to the dashboard. */
  doneAction?: React.ReactNode;
}

export function AddChildForm({ parentId, doneAction }: AddChildFormProps) {
  const { form, errors, failure, created, setField, onSubmit, addAnother, busy } =
    useAddChild(parentId);
  const textField = bindTextField({ idPrefix: 'child', values: form, errors, setField });

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
        <TextField {...textField('name')} label="Child's name" autoComplete="off" />
        <SelectField
          id="child-class"
          label="Class"
          errorId="child-class-error"
          error={errors.class}
          placeholder="Select class"
          options={CHILD_CLASSES}
          value={form.class}
          onChange={(event) => setField('class', event.target.value as typeof form.class)}
        />
      </div>
      <FormAlert message={failure} />
      <div>
        <SubmitButton busy={busy} busyLabel="Adding...">
          Add student
        </SubmitButton>
      </div>
    </form>
  );
}
