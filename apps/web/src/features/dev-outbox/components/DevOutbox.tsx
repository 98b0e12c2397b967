import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import styles from '../../accounts/components/accounts.module.css';
import { devOutboxQueryOptions } from '../api/dev-outbox-api';

const sentAt = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The standalone shape's outbox: the mails identity would have sent (reset links), so a person
 * can follow them without a mail server. Never on when mail goes out by SMTP or in production.
 */
export function DevOutbox() {
  const query = useQuery(devOutboxQueryOptions());
  return (
    <div className={styles.panel}>
      <span className="eyebrow">Local outbox</span>
      <h1>Sent mail</h1>
      <p className={styles.lead}>
        Mail this install would send. Nothing here left the machine: no mail server is set up.
      </p>
      <QueryState
        query={query}
        loading="Loading mail..."
        errorText="Could not load the outbox."
        isEmpty={(mails) => mails !== null && mails.length === 0}
        empty="No mail sent yet."
      >
        {(mails) =>
          mails === null ? (
            <p className="state-note" role="status">
              The local outbox is off: mail is sent by SMTP, or this is a production install.
            </p>
          ) : (
            <ol className={styles.outboxList} aria-label="Sent mail, newest first">
              {mails.map((mail) => (
                <li key={mail.id} className={styles.outboxMail}>
                  <h2>{mail.subject}</h2>
                  <p>
                    To {mail.to}, {sentAt(mail.sentAt)}
                  </p>
                  <p className={styles.outboxText}>{mail.text}</p>
                  {mail.links.map((link) => (
                    <a key={link} href={link} className="button button--secondary">
                      Open the link
                    </a>
                  ))}
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </div>
  );
}
