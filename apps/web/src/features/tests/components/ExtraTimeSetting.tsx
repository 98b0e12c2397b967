import { TEST_RULES, type ChildSummary, type ExtraTimePercent } from '@abhyas/contracts';
import { FormStatusLine } from '../../../components/FormStatusLine';
import { useExtraTimeSetting } from '../hooks/useExtraTimeSetting';
import styles from './tests.module.css';

const LABELS: Record<ExtraTimePercent, string> = {
  0: 'None',
  25: '25% more time',
  50: '50% more time',
};

/** Extra time for the child: added to every test's duration when an attempt starts. */
export function ExtraTimeSetting({ parentId, child }: { parentId: string; child: ChildSummary }) {
  const setting = useExtraTimeSetting(parentId, child._id);
  const current = setting.current.data;
  return (
    <section className={styles.panel} aria-labelledby="extra-time-heading">
      <h2 id="extra-time-heading">Extra time for {child.name}</h2>
      <p className={styles.meta}>For children who need longer: applies to every test they start.</p>
      {setting.current.isError ? (
        <p className="state-note state-note--error">Could not load the extra time setting.</p>
      ) : (
        <fieldset
          className={styles.filterChoices}
          disabled={setting.current.isPending || setting.saving}
        >
          <legend className="visually-hidden">Extra time</legend>
          {TEST_RULES.extraTimePercents.map((percent) => (
            <label
              key={percent}
              className={percent === current ? `${styles.chip} ${styles.chipOn}` : styles.chip}
            >
              <input
                type="radio"
                name="extra-time"
                value={percent}
                checked={percent === current}
                onChange={() => setting.save(percent)}
              />
              {LABELS[percent]}
            </label>
          ))}
        </fieldset>
      )}
      <FormStatusLine id="extra-time-status" status={setting.status} />
    </section>
  );
}
