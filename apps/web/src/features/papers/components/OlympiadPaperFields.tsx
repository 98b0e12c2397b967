import type { SyllabusView } from '@abhyas/contracts';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import {
  DISTRIBUTION_LABELS,
  DISTRIBUTION_NAMES,
  OLYMPIAD_DISTRIBUTIONS,
} from '../paper-form.options';
import { ChapterPicker } from './ChapterPicker';
import { ClassField } from './ClassField';
import type { PaperFormBinding } from './paper-form-binding';
import { PaperTypeField } from './PaperTypeField';
import styles from './papers.module.css';
import { TopicPicker } from './TopicPicker';

interface OlympiadPaperFieldsProps {
  binding: PaperFormBinding;
  syllabus: SyllabusView | undefined;
  syllabusLoading: boolean;
}

function PatternNote({ syllabus }: { syllabus: SyllabusView | undefined }) {
  if (!syllabus?.pattern) {
    return null;
  }
  const { pattern } = syllabus;
  return (
    <p className={styles.muted} data-testid="olympiad-pattern">
      The organiser's pattern: {syllabus.totalQuestions} questions in {pattern.sections.length}{' '}
      sections ({pattern.sections.map((section) => section.name).join(', ')}), {pattern.totalMarks}{' '}
      marks, {syllabus.timeLimit} minutes.
    </p>
  );
}

/** The Olympiad sub-form: which Olympiad, class, its one subject, paper type and difficulty. */
export function OlympiadPaperFields({
  binding,
  syllabus,
  syllabusLoading,
}: OlympiadPaperFieldsProps) {
  const { form, options, edit, disabled } = binding;
  return (
    <fieldset className={styles.subForm} data-testid="olympiad-fields">
      <legend>Olympiad paper</legend>
      <div className="form-row">
        <SelectField
          id="paper-olympiad"
          label="Olympiad"
          options={options.curricula.map((choice) => ({
            value: choice.value,
            label: `${choice.value} · ${choice.label}`,
          }))}
          value={form.curriculum}
          disabled={disabled}
          onChange={(event) => {
            const choice = options.curricula.find((entry) => entry.value === event.target.value);
            if (choice) {
              edit({ type: 'curriculum', curriculum: choice.value });
            }
          }}
        />
        <ClassField binding={binding} />
      </div>
      <div className="form-row">
        <TextField
          id="paper-subject"
          label="Subject"
          value={form.subject}
          readOnly
          hint="Each Olympiad tests one subject."
          hintId="paper-subject-hint"
        />
        <PaperTypeField binding={binding} />
      </div>
      <ChapterPicker binding={binding} loading={syllabusLoading} />
      <TopicPicker binding={binding} />
      <SelectField
        id="paper-distribution"
        label="Difficulty"
        options={OLYMPIAD_DISTRIBUTIONS.map((value) => ({
          value,
          label: DISTRIBUTION_NAMES[value],
        }))}
        hint={DISTRIBUTION_LABELS[form.difficultyDistribution]}
        hintId="paper-distribution-hint"
        value={form.difficultyDistribution}
        disabled={disabled}
        onChange={(event) => {
          const value = OLYMPIAD_DISTRIBUTIONS.find((entry) => entry === event.target.value);
          if (value) {
            edit({ type: 'difficultyDistribution', difficultyDistribution: value });
          }
        }}
      />
      <PatternNote syllabus={syllabus} />
    </fieldset>
  );
}
