import { TEST_MESSAGES, textOfQuestion, optionLetter, stripOptionPrefix } from '@abhyas/contracts';
import { useState } from 'react';
import { useTestKeyboard } from '../hooks/useTestKeyboard';
import { useTestRunner } from '../hooks/useTestRunner';
import type { RunningTest } from '../hooks/useTestStart';
import { choiceOptions } from '../answer-kind';
import { submitSummary } from '../test-session.reducer';
import { QuestionNavigator } from './QuestionNavigator';
import { QuestionPanel } from './QuestionPanel';
import { SaveStatusLine } from './SaveStatusLine';
import { SubmitDialog } from './SubmitDialog';
import { TestTimer } from './TestTimer';
import styles from './test-session.module.css';

/** The test-taking screen once the attempt has started. */
export function TestRunnerView({ test, testName }: { test: RunningTest; testName: string }) {
  const runner = useTestRunner(test);
  const [confirming, setConfirming] = useState(false);
  const { questions, order, state } = runner;
  const question = questions[state.current];
  const position = order.indexOf(state.current) + 1;
  const closed = runner.submit.kind === 'time-up';

  useTestKeyboard(
    {
      choose: (index) => {
        const choices = question ? choiceOptions(question) : undefined;
        if (question && choices && index < choices.length) {
          runner.answer(
            question,
            question.questionType === 'True/False'
              ? stripOptionPrefix(choices[index])
              : optionLetter(index),
          );
        }
      },
      step: runner.step,
    },
    !confirming && !closed,
  );

  return (
    <div className={styles.screen}>
      <header className={styles.bar}>
        <div className={styles.barTitle}>
          <h1>{testName}</h1>
          <SaveStatusLine status={runner.saving.status} />
        </div>
        <TestTimer seconds={runner.seconds} />
        <button
          type="button"
          className="button button--primary"
          onClick={() => setConfirming(true)}
          disabled={runner.submit.kind === 'submitting' || closed}
        >
          Submit
        </button>
      </header>
      {!runner.saving.online ? (
        <p className={styles.offline} role="alert">
          {TEST_MESSAGES.offlineBanner}
        </p>
      ) : null}
      {runner.submit.kind === 'time-up' ? (
        <p className={styles.timeUp} role="alert">
          {runner.submit.message}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.main}>
          {question ? (
            <QuestionPanel
              key={question._id}
              question={question}
              position={position}
              total={questions.length}
              value={state.answers[question._id]?.value ?? ''}
              flagged={state.flagged.includes(question._id)}
              textName={textOfQuestion(test.paper, question)}
              onAnswer={(value) => runner.answer(question, value)}
              onToggleFlag={() => runner.toggleFlag(question._id)}
            />
          ) : null}
          <div className={styles.steps}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => runner.step(-1)}
              disabled={position <= 1}
            >
              ← Previous
            </button>
            <span className={styles.muted} aria-hidden="true">
              {position} / {questions.length}
            </span>
            {position < questions.length ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => runner.step(1)}
              >
                Next →
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                onClick={() => setConfirming(true)}
                disabled={closed}
              >
                Review and submit
              </button>
            )}
          </div>
          <p className={styles.keys}>Keys: 1–4 choose an option, ← → move between questions.</p>
        </div>
        <QuestionNavigator
          questions={questions}
          order={order}
          sections={runner.sections}
          state={state}
          onGo={runner.goTo}
        />
      </div>
      {confirming && !closed ? (
        <SubmitDialog
          summary={submitSummary(state, questions)}
          busy={runner.submit.kind === 'submitting'}
          error={runner.submit.kind === 'failed' ? runner.submit.message : null}
          onConfirm={() => void runner.submitNow()}
          onClose={() => {
            setConfirming(false);
            runner.dismissSubmitError();
          }}
        />
      ) : null}
    </div>
  );
}
