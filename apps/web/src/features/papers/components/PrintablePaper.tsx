import { textLabel, textOfQuestion, type PaperQuestion, type SavedPaper } from '@abhyas/contracts';
import {
  answerText,
  diagramSource,
  groupForPaper,
  marksLabel,
  optionLetter,
  startsPassage,
  stripOptionPrefix,
} from '../paper-questions';
import styles from './print.module.css';

const SECTION_LETTERS = 'ABCDEFGH';

/** Ruled lines left for a written answer, as a school paper leaves them. */
const ANSWER_LINES: Partial<Record<PaperQuestion['questionType'], number>> = {
  'Short Answer': 4,
  'Long Answer': 8,
};

function PrintedQuestion({
  question,
  showPassage,
  textName,
}: {
  question: PaperQuestion;
  showPassage: boolean;
  textName?: string;
}) {
  const lines = ANSWER_LINES[question.questionType] ?? 0;
  return (
    <li className={styles.question}>
      {showPassage && question.passage ? (
        <p className={styles.passage}>
          <strong>Read the passage and answer the questions that follow.</strong>
          <br />
          {question.passage}
        </p>
      ) : null}
      <div className={styles.questionRow}>
        <span className={styles.number}>{question.number}.</span>
        <span className={styles.stem}>
          {textName ? <em>{textLabel(textName)}: </em> : null}
          {question.question}
        </span>
        <span className={styles.marks}>[{question.marks}]</span>
      </div>
      {question.diagram ? (
        <img
          className={styles.diagram}
          src={diagramSource(question.diagram.svg)}
          alt={question.diagram.alt}
        />
      ) : null}
      {question.options && question.options.length > 0 ? (
        <ol className={styles.options}>
          {question.options.map((option, index) => (
            <li key={index}>
              ({optionLetter(index)}) {stripOptionPrefix(option)}
            </li>
          ))}
        </ol>
      ) : null}
      {lines > 0 ? (
        <div
          className={styles.answerLines}
          style={{ height: `${lines * 2}em` }}
          aria-hidden="true"
        />
      ) : null}
    </li>
  );
}

/** A paper laid out as a school prints one: heading, instructions, sections, then the answer key on its own page. */
export function PrintablePaper({ paper, studentName }: { paper: SavedPaper; studentName: string }) {
  const groups = groupForPaper(paper.questions, paper.sections);
  return (
    <article className={styles.sheet} data-testid="printable-paper">
      <header className={styles.heading}>
        <p className={styles.kicker}>Abhyas practice paper</p>
        <h1>{paper.title}</h1>
        <p className={styles.subline}>
          Class {paper.class} · {paper.subject}
          {paper.branch ? ` (${paper.branch})` : ''} · {paper.chapter}
        </p>
        <div className={styles.timeMarks}>
          <span>Time allowed: {paper.timeDuration} minutes</span>
          <span>Maximum marks: {paper.totalMarks}</span>
        </div>
        <div className={styles.candidate}>
          <span>Name: {studentName || '____________________'}</span>
          <span>Date: ____________</span>
          <span>Marks obtained: ______</span>
        </div>
      </header>
      <section className={styles.instructions} aria-label="General instructions">
        <h2>General instructions</h2>
        <ol>
          <li>All questions are compulsory.</li>
          <li>The marks for each question are shown in brackets on the right.</li>
          <li>For multiple-choice questions, write the letter of the correct option.</li>
          <li>Read each question carefully before answering.</li>
        </ol>
      </section>
      {groups.map((group, index) => (
        <section key={group.heading} className={styles.section}>
          <h2>
            Section {SECTION_LETTERS[index] ?? index + 1}: {group.heading}
          </h2>
          <ol className={styles.questions}>
            {group.questions.map((question, at) => (
              <PrintedQuestion
                key={question._id}
                question={question}
                showPassage={startsPassage(group.questions, at)}
                textName={textOfQuestion(paper, question)}
              />
            ))}
          </ol>
        </section>
      ))}
      <section className={styles.answerKey} data-testid="answer-key">
        <h2>Answer key</h2>
        <p className={styles.subline}>{paper.title}: for the parent or teacher.</p>
        <ol className={styles.keyList}>
          {paper.questions.map((question) => (
            <li key={question._id}>
              <span className={styles.number}>{question.number}.</span>
              <span>
                {answerText(question) ?? '—'}{' '}
                <span className={styles.keyMarks}>({marksLabel(question.marks)})</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
