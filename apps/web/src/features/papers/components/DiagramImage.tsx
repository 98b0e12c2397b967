import type { PaperQuestion } from '@abhyas/contracts';
import { SafeImage } from '../../../components/SafeImage';
import { diagramSource } from '../paper-questions';
import styles from './question.module.css';

/**
 * A question's diagram. The server's SVG is decoded as an image (scripts and links inside an
 * SVG image never run), never inserted into the page as markup.
 */
export function DiagramImage({ diagram }: { diagram: NonNullable<PaperQuestion['diagram']> }) {
  return (
    <figure className={styles.diagram}>
      <SafeImage src={diagramSource(diagram.svg)} alt={diagram.alt} loading="lazy" />
    </figure>
  );
}
