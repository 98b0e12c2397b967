import type { StudentPaperQuestion } from '@abhyas/contracts';
import { navigatorGroups } from '../question-order';
import { questionMark, type QuestionMark, type TestSessionState } from '../test-session.reducer';
import styles from './test-session.module.css';

interface QuestionNavigatorProps {
  questions: readonly StudentPaperQuestion[];
  order: readonly number[];
  sections: readonly { name: string; index: number }[];
  state: TestSessionState;
  onGo: (index: number) => void;
}

const MARK_LABELS: Record<QuestionMark, string> = {
  answered: 'answered',
  visited: 'visited, not answered',
  skipped: 'skipped',
  'not-visited': 'not visited',
};

/** Every question by type, marked answered, visited, skipped or flagged; Olympiad section jumps. */
export function QuestionNavigator({
  questions,
  order,
  sections,
  state,
  onGo,
}: QuestionNavigatorProps) {
  return (
    <nav className={styles.navigator} aria-label="Questions" data-testid="question-navigator">
      {sections.length > 0 ? (
        <div className={styles.sections} role="group" aria-label="Sections">
          {sections.map((section) => (
            <button
              key={section.name}
              type="button"
              className={`button button--secondary ${styles.sectionButton}`}
              onClick={() => onGo(section.index)}
            >
              {section.name}
            </button>
          ))}
        </div>
      ) : null}
      {navigatorGroups(questions).map((group) => (
        <div key={group.heading} className={styles.navGroup}>
          <h2 className={styles.navHeading}>{group.heading}</h2>
          <ul className={styles.navList}>
            {group.indexes.map((index) => {
              const question = questions[index];
              const mark = questionMark(state, order, questions, index);
              const flagged = state.flagged.includes(question._id);
              const current = index === state.current;
              return (
                <li key={question._id}>
                  <button
                    type="button"
                    className={[
                      styles.navButton,
                      styles[`mark_${mark.replace('-', '_')}`],
                      flagged ? styles.navFlagged : '',
                      current ? styles.navCurrent : '',
                    ].join(' ')}
                    aria-current={current ? 'step' : undefined}
                    aria-label={`Question ${question.questionNumber}, ${MARK_LABELS[mark]}${flagged ? ', flagged for review' : ''}`}
                    data-mark={mark}
                    data-flagged={flagged}
                    onClick={() => onGo(index)}
                  >
                    {question.questionNumber}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.legendSwatch} ${styles.mark_answered}`} /> Answered
        </li>
        <li>
          <span className={`${styles.legendSwatch} ${styles.mark_visited}`} /> Visited
        </li>
        <li>
          <span className={`${styles.legendSwatch} ${styles.mark_skipped}`} /> Skipped
        </li>
        <li>
          <span className={`${styles.legendSwatch} ${styles.navFlagged}`} /> Flagged
        </li>
      </ul>
    </nav>
  );
}
