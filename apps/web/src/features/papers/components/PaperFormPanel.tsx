import type { ExaminationType } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { SelectField } from '../../../components/SelectField';
import { previewPaper } from '../create-paper.reducer';
import type { useCreatePaper } from '../hooks/useCreatePaper';
import { AiOnlyFields } from './AiOnlyFields';
import { AvailableQuestionsSummary } from './AvailableQuestionsSummary';
import { BoardPaperFields } from './BoardPaperFields';
import { GenerateAction } from './GenerateAction';
import { GenerationMethodField } from './GenerationMethodField';
import { OlympiadPaperFields } from './OlympiadPaperFields';
import type { PaperFormBinding } from './paper-form-binding';
import { PaperTitleField } from './PaperTitleField';
import styles from './papers.module.css';
import { StudentField } from './StudentField';

const EXAM_TYPE_LABELS: Record<ExaminationType, string> = {
  CBSE: 'CBSE',
  ICSE: 'ICSE',
  State: 'State Board',
  Olympiad: 'Olympiad',
};

export type CreatePaperModel = ReturnType<typeof useCreatePaper>;

function NothingToOffer() {
  return (
    <p className="state-note">
      Your examination preferences leave nothing to generate.{' '}
      <Link to="/parent-dashboard" search={{ view: 'settings' }}>
        Change them in Settings
      </Link>
      .
    </p>
  );
}

/** The left half of Create Question Paper: every field of the paper form, then Generate. */
export function PaperFormPanel({ model }: { model: CreatePaperModel }) {
  const { form, options, catalog, generation } = model;
  const generating = generation.phase === 'generating';
  const binding: PaperFormBinding = {
    form,
    options,
    errors: model.errors,
    edit: model.edit,
    disabled: generating,
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    model.generate();
  };
  const boardName = options.curricula[0]?.label ?? form.examType;

  return (
    <form
      className={`form ${styles.formPanel}`}
      onSubmit={onSubmit}
      noValidate
      aria-label="Paper details"
    >
      <GenerationMethodField {...binding} aiAvailable={model.ai.available} />
      <div className="form-row">
        <SelectField
          id="paper-exam-type"
          label="Examination"
          options={options.examTypes.map((value) => ({ value, label: EXAM_TYPE_LABELS[value] }))}
          value={form.examType}
          disabled={generating || options.examTypes.length === 0}
          onChange={(event) => {
            const examType = options.examTypes.find((value) => value === event.target.value);
            if (examType) {
              model.edit({ type: 'examType', examType });
            }
          }}
        />
        <StudentField binding={binding} students={catalog.children} />
      </div>
      {form.examType === '' ? <NothingToOffer /> : null}
      {form.examType === 'Olympiad' ? (
        <OlympiadPaperFields
          binding={binding}
          syllabus={catalog.syllabus}
          syllabusLoading={catalog.syllabusLoading}
        />
      ) : null}
      {form.examType !== '' && form.examType !== 'Olympiad' ? (
        <BoardPaperFields
          binding={binding}
          boardName={boardName}
          syllabusLoading={catalog.syllabusLoading}
        />
      ) : null}
      <AiOnlyFields binding={binding} />
      <PaperTitleField
        title={form.title}
        error={model.title.error}
        checking={model.title.checking}
        locked={model.title.locked}
        edit={model.edit}
      />
      {form.method === 'question_bank' ? (
        <AvailableQuestionsSummary
          query={model.available}
          form={form}
          required={model.requiredQuestions}
        />
      ) : null}
      <GenerateAction
        blocker={model.blocker}
        generating={generating}
        failure={generation.phase === 'failed' ? generation.failure : null}
        again={previewPaper(generation) !== null}
      />
    </form>
  );
}
