import type { Tile } from '../progress-tiles';
import styles from './progress.module.css';

const testId = (label: string) => `tile-${label.toLowerCase().replace(/\s+/g, '-')}`;

/** A row of figure tiles, each a label, a value and a short hint. */
export function ProgressTiles({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.label} className={styles.tile} data-testid={testId(tile.label)}>
          <p className={styles.tileLabel}>{tile.label}</p>
          <strong className={styles.tileValue}>{tile.value}</strong>
          <p className={styles.tileHint}>{tile.hint}</p>
        </li>
      ))}
    </ul>
  );
}
