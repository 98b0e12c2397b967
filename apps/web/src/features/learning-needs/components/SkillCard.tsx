import type { LearningSkill } from '@abhyas/contracts';
import { formatDay } from '../../progress/progress-format';
import { attemptLabel, improvementText, masteryView, priorityLabel } from '../learning-needs-view';
import styles from './learning-needs.module.css';

const PRIORITY_CLASS = {
  High: styles.priorityHigh,
  Medium: styles.priorityMedium,
  Low: styles.priorityLow,
} as const;

const BAND_CLASS = { green: styles.right, yellow: undefined, red: styles.wrong } as const;

function Mastery({ value }: { value: number }) {
  const { percent, band } = masteryView(value);
  return (
    <span className={BAND_CLASS[band.tone]} title={band.label}>
      {percent}% <span className="visually-hidden">({band.label})</span>
    </span>
  );
}

/** One skill: its figures, priority, study tip and the answers that put it here. */
export function SkillCard({ skill }: { skill: LearningSkill }) {
  const priority = priorityLabel(skill.priorityScore);
  return (
    <li className={styles.skill} data-testid="learning-skill">
      <h5>{skill.topic}</h5>
      <p className={styles.subTopic}>{skill.subTopic}</p>
      <dl className={styles.figures}>
        <dt>Mastery</dt>
        <dd>
          <Mastery value={skill.masteryLifetime} />
        </dd>
        <dt>Last 3</dt>
        <dd>
          <Mastery value={skill.masteryLast3} />
        </dd>
        <dt>Improvement</dt>
        <dd>{improvementText(skill.improvementDelta)}</dd>
        <dt>Confidence</dt>
        <dd>{skill.confidenceLevel}</dd>
      </dl>
      <span className={PRIORITY_CLASS[priority]}>{priority} priority</span>
      {skill.studyTip ? (
        <p className={styles.tip}>
          <strong>Study tip:</strong> {skill.studyTip}
        </p>
      ) : null}
      {skill.evidence.length > 0 ? (
        <details className={styles.evidence} data-testid="skill-evidence">
          <summary>
            Why: {skill.evidence.length} answer{skill.evidence.length === 1 ? '' : 's'}
          </summary>
          <ol>
            {skill.evidence.map((e) => (
              <li key={`${e.attemptId}-${e.questionId}`}>
                Question {e.questionNumber} ({e.difficulty.replace('_', ' ')}):{' '}
                <span className={e.isCorrect ? styles.right : styles.wrong}>
                  {e.isCorrect ? 'right' : 'wrong'}
                </span>
                , {attemptLabel(e.attemptId) ? `${attemptLabel(e.attemptId)}, ` : ''}
                <time dateTime={e.gradedAt}>{formatDay(e.gradedAt)}</time>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}
