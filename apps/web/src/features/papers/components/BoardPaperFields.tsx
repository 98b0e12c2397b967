import { SelectField } from '../../../components/SelectField';
import { DISTRIBUTION_LABELS } from '../paper-form.options';
import { ChapterPicker } from './ChapterPicker';
import { ClassField } from './ClassField';
import { MarksFields } from './MarksFields';
import { fieldError, type PaperFormBinding } from './paper-form-binding';
import { PaperTypeField } from './PaperTypeField';
import styles from './papers.module.css';
import { TopicPicker } from './TopicPicker';

interface BoardPaperFieldsProps {
  binding: PaperFormBinding;
  /** The board's name as the syllabus gives it (CBSE, ICSE, Karnataka State Board). */
  boardName: string;
  syllabusLoading: boolean;
}

/** The CBSE, ICSE and State board sub-form: class, subject, branch, paper type and its syllabus part. */
export function BoardPaperFields({ binding, boardName, syllabusLoading }: BoardPaperFieldsProps) {
  const { form, options, edit, disabled } = binding;
  return (
    <fieldset className={styles.subForm} data-testid="board-fields">
      <legend>{boardName} paper</legend>
      <div className="form-row">
        <ClassField binding={binding} />
        <SelectField
          id="paper-subject"
          label="Subject"
          options={options.subjects}
          value={form.subject}
          disabled={disabled || options.subjects.length === 0}
          onChange={(event) => edit({ type: 'subject', subject: event.target.value })}
          {...fieldError(binding, 'subject', 'paper-subject')}
        />
      </div>
      <div className="form-row">
        {options.needsBranch ? (
          <SelectField
            id="paper-branch"
            label="Branch"
            placeholder="Select branch"
            options={options.branches}
            value={form.branch}
            disabled={disabled}
            onChange={(event) => edit({ type: 'branch', branch: event.target.value })}
            {...fieldError(binding, 'branch', 'paper-branch')}
          />
        ) : null}
        <PaperTypeField binding={binding} />
      </div>
      <ChapterPicker binding={binding} loading={syllabusLoading} />
      <TopicPicker binding={binding} />
      <MarksFields binding={binding} />
      <p className={styles.muted}>Difficulty: {DISTRIBUTION_LABELS[form.difficultyDistribution]}</p>
    </fieldset>
  );
}
