import { PageSection } from '../../../components/PageSection';
import { BOARDS, OLYMPIADS, SUBJECTS } from '../landing.content';
import styles from './landing.module.css';

export function SubjectsSection() {
  return (
    <PageSection
      id="subjects"
      headingId="subjects-heading"
      eyebrow="Subjects and exams"
      heading="One place for school exams and Olympiads"
      intro={
        <>
          Practice follows your child&apos;s board and class, from Class 5 to Class 10, in English
          medium.
        </>
      }
      alt
    >
      <div className={styles.examGrid}>
        <div className={`card ${styles.examCard}`}>
          <h3>Boards</h3>
          <p>Chapter-wise practice that follows the school syllabus.</p>
          <ul className={styles.chips}>
            {BOARDS.map((board) => (
              <li key={board} className={styles.chip}>
                {board}
              </li>
            ))}
          </ul>
        </div>
        <div className={`card ${styles.examCard}`}>
          <h3>Olympiads</h3>
          <p>Section-wise practice and mock tests in the Olympiad pattern.</p>
          <ul className={styles.chips}>
            {OLYMPIADS.map((olympiad) => (
              <li key={olympiad.code} className={`${styles.chip} ${styles.chipAccent}`}>
                <strong>{olympiad.code}</strong> <span>{olympiad.subject}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <ul className={styles.cardGrid} aria-label="Subjects">
        {SUBJECTS.map((subject) => (
          <li key={subject.name} className={styles.subject}>
            <h3>{subject.name}</h3>
            <p>{subject.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
