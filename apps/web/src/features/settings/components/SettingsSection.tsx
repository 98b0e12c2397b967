import type { ReactNode } from 'react';
import styles from './settings.module.css';

export function SettingsSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}
