import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { ApiError } from '../../../lib/api-client';
import { creditsQueryKey } from '../../credits/api/credits-api';
import { useCreditBalance } from '../../credits/hooks/useCreditBalance';
import { useChildren } from '../../family/hooks/useChildren';
import { useSession } from '../../session/hooks/useSession';
import { papersApi, papersQueryKey } from '../api/papers-api';
import { browserSessionStorage, readStoredAiJob, resumedCreatePaperState } from '../ai-job.session';
import { bankGenerationRequest, boardFor } from '../bank-generation.request';
import { createPaperReducer, initialCreatePaperState } from '../create-paper.reducer';
import { generationFailure, saveFailure } from '../generation-failure';
import { generationBlocker, requiredQuestions } from '../generation-readiness';
import { initialPaperForm, type PaperForm } from '../paper-form';
import type { PaperFormChange } from '../paper-form.reducer';
import { validatePaperForm, type PaperFormErrors } from '../paper-form.validation';
import { isTitleLocked, titleError } from '../paper-title';
import { FORM_RESET_AFTER_SAVE_MS } from '../papers.constants';
import { saveButtonState } from '../save-paper.rules';
import { savePaperRequest } from '../save-paper.request';
import { useAiGeneration } from './useAiGeneration';
import { useAvailableQuestions } from './useAvailableQuestions';
import { usePaperCatalog } from './usePaperCatalog';
import { useTitleCheck } from './useTitleCheck';

/** One id per Generate click: a repeated request is one paper and one charge. */
const newRequestId = () => crypto.randomUUID().replace(/-/g, '');

const freshForm = (studentId: string | null): PaperForm => ({
  ...initialPaperForm(),
  student: studentId ?? '',
});

/** "Class 6" → 6, the class a paper for that child starts with. */
const classNumber = (label: string | undefined): number | null => {
  const match = label?.match(/\d+/);
  return match ? Number(match[0]) : null;
};

/** The Create Question Paper screen's state: the form, its options, generation and saving. */
export function useCreatePaper(parentId: string, defaultStudentId: string | null) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  // An AI paper left running in this tab is picked up where it was.
  const [state, dispatch] = useReducer(createPaperReducer, undefined, () => {
    const stored = readStoredAiJob(browserSessionStorage(), parentId);
    return stored
      ? resumedCreatePaperState(stored)
      : initialCreatePaperState(freshForm(defaultStudentId));
  });
  const children = useChildren(parentId);
  // The child chosen on the page (the header's selector) until the form names another, and
  // that child's class until the form names one.
  const student = state.form.student || defaultStudentId || '';
  const child = children.data?.find((entry) => entry._id === student);
  const raw = { ...state.form, student, class: state.form.class ?? classNumber(child?.class) };
  const catalog = usePaperCatalog(parentId, raw);
  const { form, options } = catalog;
  const credits = useCreditBalance(parentId);
  const available = useAvailableQuestions(form, options.needsBranch);
  const titleCheck = useTitleCheck(parentId, form.title);
  const { generation } = state;

  const titleFacts = {
    title: form.title,
    isDuplicate: titleCheck.isDuplicate,
    takenTitles: state.takenTitles,
  };
  const titleProblem = titleError({ ...titleFacts, showErrors: state.showErrors });
  const errors = validatePaperForm(form, { needsBranch: options.needsBranch });
  // The marks mismatch is shown as soon as it happens; the rest once Generate was clicked.
  const shownErrors: PaperFormErrors = state.showErrors
    ? errors
    : { totalMarks: errors.totalMarks };
  const refreshAfterGeneration = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: creditsQueryKey(parentId) });
    void queryClient.invalidateQueries({ queryKey: ['question-bank'] });
  }, [queryClient, parentId]);
  const ai = useAiGeneration({
    parentId,
    form,
    ready: catalog.ready,
    generation,
    dispatch,
    refresh: refreshAfterGeneration,
  });

  const questionsNeeded = requiredQuestions(form, catalog.syllabus);
  const blocker = generationBlocker({
    method: form.method,
    aiAvailable: ai.available,
    signedIn: user !== null,
    student: form.student,
    schoolClass: form.class,
    subject: form.examType === '' ? '' : form.subject,
    title: form.title,
    credits: credits.data?.balance,
    availableQuestions: available.data?.totalAvailable,
    requiredQuestions: questionsNeeded,
  });

  const edit = (change: PaperFormChange) => dispatch({ type: 'edit', change });

  const generate = () => {
    const board = boardFor(form);
    const invalid =
      Object.keys(errors).length > 0 || titleError({ ...titleFacts, showErrors: true }) !== null;
    if (blocker || generation.phase === 'generating' || board === null || invalid) {
      dispatch({ type: 'generateBlocked' });
      return;
    }
    const requestId = newRequestId();
    if (form.method === 'ai') {
      // useAiGeneration sends the request and follows the job.
      dispatch({ type: 'generationStarted', requestId, ai: true });
      return;
    }
    dispatch({ type: 'generationStarted', requestId });
    papersApi.generateFromBank(board, bankGenerationRequest(form, requestId)).then(
      (paper) => {
        dispatch({ type: 'generated', requestId, paper });
        refreshAfterGeneration();
      },
      (error: unknown) => {
        dispatch({ type: 'generationFailed', requestId, failure: generationFailure(error) });
        refreshAfterGeneration();
      },
    );
  };

  const save = () => {
    if (generation.phase !== 'generated' || titleProblem) {
      return;
    }
    dispatch({ type: 'saveStarted' });
    papersApi.savePaper(savePaperRequest(form, generation.paper, parentId)).then(
      (answer) => {
        dispatch({ type: 'saved', paperId: answer.paperId });
        void queryClient.invalidateQueries({ queryKey: papersQueryKey(parentId) });
      },
      (error: unknown) => {
        const failure = saveFailure(error);
        dispatch({ type: 'saveFailed', ...failure });
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: [...papersQueryKey(parentId), 'title'] });
        }
      },
    );
  };

  useEffect(() => {
    if (generation.phase !== 'saved') {
      return;
    }
    // A fresh paper for the same child: parents usually make several in a row.
    const timer = setTimeout(
      () => dispatch({ type: 'reset', form: freshForm(student || defaultStudentId) }),
      FORM_RESET_AFTER_SAVE_MS,
    );
    return () => clearTimeout(timer);
  }, [generation.phase, student, defaultStudentId]);

  return {
    catalog,
    form,
    options,
    errors: shownErrors,
    edit,
    title: {
      error: titleProblem,
      checking: titleCheck.checking,
      locked: isTitleLocked(generation, titleProblem),
    },
    credits,
    available,
    requiredQuestions: questionsNeeded,
    blocker,
    generation,
    ai,
    generate,
    save,
    saveButton: saveButtonState(generation, titleProblem),
    lastSavedTitle: state.lastSavedTitle,
  };
}
