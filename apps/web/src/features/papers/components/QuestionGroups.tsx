import type { PaperQuestion, PaperSectionView } from '@abhyas/contracts';
import { groupForPaper, startsPassage } from '../paper-questions';
import { QuestionItem } from './QuestionItem';
import styles from './question.module.css';

interface QuestionGroupsProps {
  questions: PaperQuestion[];
  /** An Olympiad pattern's sections: the questions are shown under their headings. */
  sections?: PaperSectionView[];
  /** Boards: questions grouped by type in the spec's order. */
  headingLevel: 'h3' | 'h4';
}

export function QuestionGroups({
  questions,
  sections,
  headingLevel: Heading,
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
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
