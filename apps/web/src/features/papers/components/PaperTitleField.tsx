import { PAPER_RULES } from '@abhyas/contracts';
import { TextField } from '../../../components/TextField';
import type { PaperFormChange } from '../paper-form.reducer';

interface PaperTitleFieldProps {
  title: string;
  error: string | null;
  checking: boolean;
  locked: boolean;
  edit: (change: PaperFormChange) => void;
}

/** Required and unique among the parent's papers; locked once a paper is being made. */
export function PaperTitleField({ title, error, checking, locked, edit }: PaperTitleFieldProps) {
  const hint = locked
    ? 'The title is kept with the paper generated under it.'
    : checking
      ? 'Checking the title...'
      : 'A name you will find the paper by, e.g. "Fractions practice 1".';
  return (
    <TextField
      id="paper-title"
      label="Paper title"
      value={title}
      maxLength={PAPER_RULES.maxTitleLength}
      autoComplete="off"
      readOnly={locked}
      hint={hint}
      hintId="paper-title-hint"
      errorId="paper-title-error"
      error={error ?? undefined}
      onChange={(event) => edit({ type: 'title', title: event.target.value })}
    />
  );
}
