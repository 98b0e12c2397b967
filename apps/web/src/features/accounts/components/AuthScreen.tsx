import type { ReactNode } from 'react';
import styles from './accounts.module.css';

export function AuthScreen({ children }: { children: ReactNode }) {
  return <section className={styles.wrapper}>{children}</section>;
}
