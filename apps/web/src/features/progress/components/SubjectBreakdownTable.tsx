import type { SubjectStats } from '../subject-stats';
import { formatAverage, formatMinutes } from '../progress-format';
import styles from './progress.module.css';
import { ScoreText } from './ScoreText';
import { ScrollRegion } from '../../../components/ScrollRegion';

/** Student doc §2 Performance: per subject, the test count, average, total time, best score. */
export function SubjectBreakdownTable({
  subjects,
  caption,
}: {
  subjects: readonly SubjectStats[];
  caption: string;
}) {
  return (
    <ScrollRegion label={caption} className={styles.tableWrap}>
      <table className={styles.table} data-testid="subject-breakdown">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col" className={styles.number}>
              Tests
            </th>
            <th scope="col" className={styles.number}>
              Average
            </th>
            <th scope="col" className={styles.number}>
              Total time
            </th>
            <th scope="col" className={styles.number}>
              Best score
            </th>
          </tr>
        </thead>
        <tbody>
          {subjects.map((subject) => (
            <tr key={subject.subject}>
              <th scope="row">{subject.subject}</th>
              <td className={styles.number}>{subject.tests}</td>
              <td className={styles.number}>{formatAverage(subject.average)}%</td>
              <td className={styles.number}>
                {formatMinutes(subject.totalMinutes, subject.totalSeconds)}
              </td>
              <td className={styles.number}>
                <ScoreText score={subject.bestScore} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
