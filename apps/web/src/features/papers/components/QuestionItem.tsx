import { FAMILY_QUESTION_MESSAGES, textLabel, type PaperQuestion } from '@abhyas/contracts';
import {
  DIFFICULTY_LABELS,
  answerText,
  marksLabel,
  optionLetter,
  stripOptionPrefix,
} from '../paper-questions';
import { AnswerDetails } from './AnswerDetails';
import { DiagramImage } from './DiagramImage';
import styles from './question.module.css';

interface QuestionItemProps {
  question: PaperQuestion;
  /** The first question on a reading passage shows it. */
  showPassage: boolean;
  /** The book chapter a language paper's question is about. */
  textName?: string;
}

const isCorrect = (question: PaperQuestion, index: number) =>
  answerText(question)?.startsWith(`${optionLetter(index)}) `) ?? false;

/** One question as a parent previews it: passage, stem, tags, diagram, options and the key. */
export function QuestionItem({ question, showPassage, textName }: QuestionItemProps) {
  return (
    <li className={styles.question} data-testid="preview-question">
      {showPassage && question.passage ? (
        <blockquote className={styles.passage}>
          <span className={styles.passageLabel}>Read the passage</span>
          {question.passage}
        </blockquote>
      ) : null}
      {textName ? <p className={styles.textName}>{textLabel(textName)}</p> : null}
      <div className={styles.head}>
        <span className={styles.number}>{question.number}.</span>
        <p className={styles.stem}>{question.question}</p>
      </div>
      <p className={styles.tags}>
        <span className={styles.tag}>{question.questionType}</span>
        <span className={`${styles.tag} ${styles[`level_${question.difficulty}`]}`}>
          {DIFFICULTY_LABELS[question.difficulty]}
        </span>
        <span className={styles.tag}>{marksLabel(question.marks)}</span>
        {question.source === 'family' ? (
          <span className={styles.tag} data-testid="own-question">
            {FAMILY_QUESTION_MESSAGES.unreviewed}
          </span>
        ) : null}
      </p>
      {question.diagram ? <DiagramImage diagram={question.diagram} /> : null}
      {question.options && question.options.length > 0 ? (
        <ul className={styles.options}>
          {question.options.map((option, index) => (
            <li
              key={index}
              className={isCorrect(question, index) ? styles.correctOption : undefined}
            >
              <span className={styles.letter} aria-hidden="true">
                {optionLetter(index)}
              </span>
              <span className="visually-hidden">Option {optionLetter(index)}: </span>
              {stripOptionPrefix(option)}
            </li>
          ))}
        </ul>
      ) : null}
      <AnswerDetails question={question} />
    </li>
  );
}
