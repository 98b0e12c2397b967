import { SafeImage } from '../../../components/SafeImage';
import { LOGOS } from '../landing.content';
import styles from './landing.module.css';

export function LogoStrip() {
  return (
    <section className={styles.logos} aria-labelledby="logos-heading">
      <div className="container">
        <h2 id="logos-heading" className={styles.logosHeading}>
          Preparation for the boards and Olympiads students take
        </h2>
        <ul className={styles.logoList}>
          {LOGOS.map((logo) => (
            <li key={logo.src}>
              <SafeImage
                src={logo.src}
                alt={logo.alt}
                width={168}
                height={64}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
        <p className={styles.logosNote}>
          Abhyas is an independent practice platform, not affiliated with any board or Olympiad
          organiser.
        </p>
      </div>
    </section>
  );
}
