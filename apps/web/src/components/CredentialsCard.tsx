import styles from './CredentialsCard.module.css';

interface CredentialsCardProps {
  name?: string;
  username: string;
  pin: string;
  hint: string;
}

/** A username and PIN shown once: large, copyable, with a reminder that it will not be shown again. */
export function CredentialsCard({ name, username, pin, hint }: CredentialsCardProps) {
  return (
    <div className={styles.card} role="status">
      <dl className={styles.list}>
        {name ? (
          <div>
            <dt>Name</dt>
            <dd>{name}</dd>
          </div>
        ) : null}
        <div>
          <dt>Username</dt>
          <dd className={styles.code} data-testid="credential-username">
            {username}
          </dd>
        </div>
        <div>
          <dt>PIN</dt>
          <dd className={styles.code} data-testid="credential-pin">
            {pin}
          </dd>
        </div>
      </dl>
      <p className={styles.hint}>{hint}</p>
      <p className={styles.warning}>This PIN is shown only once. Note it down now.</p>
    </div>
  );
}
