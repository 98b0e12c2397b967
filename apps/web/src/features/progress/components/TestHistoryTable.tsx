import type { ActivityItem } from '../activity-items';
import { formatDay } from '../progress-format';
import styles from './progress.module.css';
import { ScoreText } from './ScoreText';
import { ViewResultsLink } from './ViewResultsLink';
import { ScrollRegion } from '../../../components/ScrollRegion';

/** Parent doc §2 Reports: every test taken, newest first, each opening its detailed result. */
export function TestHistoryTable({
  items,
  studentName,
}: {
  items: readonly ActivityItem[];
  studentName: string;
}) {
  return (
    <ScrollRegion label={`Test history of ${studentName}`} className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.nowrap}`} data-testid="test-history">
        <caption className="visually-hidden">Test history of {studentName}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Subject</th>
            <th scope="col">Topic</th>
            <th scope="col" className={styles.number}>
              Score
            </th>
            <th scope="col" className={styles.number}>
              Marks
            </th>
            <th scope="col">
              <span className="visually-hidden">Result</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{formatDay(item.date)}</td>
              <td>{item.subject}</td>
              <td>{item.topic}</td>
              <td className={styles.number}>
                <ScoreText score={item.score} />
              </td>
              <td className={styles.number}>
                {item.marksObtained} / {item.totalMarks}
              </td>
              <td>
                <ViewResultsLink item={item} studentName={studentName} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
