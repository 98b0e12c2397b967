import { textOfQuestion, type PaperQuestion, type PaperSectionView } from '@abhyas/contracts';
import { groupForPaper, startsPassage } from '../paper-questions';
import { QuestionItem } from './QuestionItem';
import styles from './question.module.css';

interface QuestionGroupsProps {
  questions: PaperQuestion[];
  /** An Olympiad pattern's sections: the questions are shown under their headings. */
  sections?: PaperSectionView[];
  /** Boards: questions grouped by type in the spec's order. */
  headingLevel: 'h3' | 'h4';
  /** The paper's subject and curriculum: a school language paper names each question's text. */
  paper: { subject: string; curriculum: string };
}

export function QuestionGroups({
  questions,
  sections,
  headingLevel: Heading,
  paper,
}: QuestionGroupsProps) {
  return (
    <div className={styles.groups}>
      {groupForPaper(questions, sections).map((group) => (
        <section key={group.heading} className={styles.group} aria-label={group.heading}>
          <Heading className={styles.groupHeading}>
            {group.heading}{' '}
            <span className={styles.groupCount}>
              ({group.questions.length} {group.questions.length === 1 ? 'question' : 'questions'})
            </span>
          </Heading>
          <ol className={styles.list}>
            {group.questions.map((question, index) => (
              <QuestionItem
                key={question._id}
                question={question}
                showPassage={startsPassage(group.questions, index)}
                textName={textOfQuestion(paper, question)}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
