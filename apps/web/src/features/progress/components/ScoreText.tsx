import { scoreBand } from '@abhyas/contracts';
import { formatPercentage } from '../progress-format';
import styles from './progress.module.css';

/** A score in its band's colour, with the band's word so colour is not the only signal. */
export function ScoreText({ score, withBand = false }: { score: number; withBand?: boolean }) {
  const band = scoreBand(score);
  return (
    <span className={`${styles.score} ${styles[`tone_${band.tone}`]}`}>
      {formatPercentage(score)}%{withBand ? ` · ${band.label}` : ''}
    </span>
  );
}
