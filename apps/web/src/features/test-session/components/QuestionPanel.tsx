import {
  optionLetter,
  stripOptionPrefix,
  textLabel,
  type StudentPaperQuestion,
} from '@abhyas/contracts';
import { DiagramImage } from '../../papers/components/DiagramImage';
import { marksLabel } from '../../papers/paper-questions';
import { choiceOptions } from '../answer-kind';
import { ChoiceAnswer } from './ChoiceAnswer';
import styles from './test-session.module.css';

interface QuestionPanelProps {
  question: StudentPaperQuestion;
  position: number;
  total: number;
  value: string;
  flagged: boolean;
  /** The book chapter (story, poem, play) a language paper's question is about. */
  textName?: string;
  onAnswer: (value: string) => void;
  onToggleFlag: () => void;
}

/** One question: passage, diagram, stem and the way to answer it. Never its key. */
export function QuestionPanel({
  question,
  position,
  total,
  value,
  flagged,
  textName,
  onAnswer,
  onToggleFlag,
}: QuestionPanelProps) {
  const stemId = `question-${question._id}-stem`;
  const choices = choiceOptions(question);
  return (
    <section className={styles.question} aria-labelledby={stemId} data-testid="current-question">
      <div className={styles.questionHead}>
        <p className={styles.position}>
          Question {position} of {total}
          <span className={styles.tag}>{question.questionType}</span>
          <span className={styles.tag}>{marksLabel(question.marks)}</span>
        </p>
        <button
          type="button"
          className={flagged ? `button ${styles.flag} ${styles.flagOn}` : `button ${styles.flag}`}
          aria-pressed={flagged}
          onClick={onToggleFlag}
        >
          {flagged ? '⚑ Flagged for review' : '⚐ Flag for review'}
        </button>
      </div>
      {question.passage ? (
        <blockquote className={styles.passage}>
          <span className={styles.passageLabel}>Read the passage</span>
          {question.passage}
        </blockquote>
      ) : null}
      {textName ? <p className={styles.textName}>{textLabel(textName)}</p> : null}
      <h2 id={stemId} className={styles.stem}>
        <span className={styles.number}>{question.questionNumber}.</span> {question.question}
      </h2>
      {question.diagram ? <DiagramImage diagram={question.diagram} /> : null}
      {choices ? (
        <ChoiceAnswer
          questionId={question._id}
          labelledBy={stemId}
          options={choices}
          valueOf={(index) =>
            question.questionType === 'True/False'
              ? stripOptionPrefix(choices[index])
              : optionLetter(index)
          }
          value={value}
          onChange={onAnswer}
        />
      ) : (
        <div className="field">
          <label htmlFor={`answer-${question._id}`}>Your answer</label>
          <textarea
            id={`answer-${question._id}`}
            className={`textarea ${styles.textAnswer}`}
            rows={question.questionType === 'Long Answer' ? 8 : 3}
            maxLength={5000}
            value={value}
            onChange={(event) => onAnswer(event.target.value)}
          />
        </div>
      )}
    </section>
  );
}
