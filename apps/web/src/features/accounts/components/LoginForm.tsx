import { PIN_LENGTH } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import { TextField } from '../../../components/TextField';
import { useLogin } from '../hooks/useLogin';
import type { LoginTab } from '../login.validation';
import styles from './accounts.module.css';

const TABS: { value: LoginTab; label: string }[] = [
  { value: 'parent', label: 'Parent' },
  { value: 'student', label: 'Student' },
];

export function LoginForm() {
  const { tab, setTab, fields, setField, error, busy, onSubmit } = useLogin();

  return (
    <div className={styles.panel}>
      <span className="eyebrow">Welcome back</span>
      <h1>Sign in to Abhyas</h1>
      <div className={styles.tabs} role="tablist" aria-label="Account type">
        {TABS.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={`login-tab-${item.value}`}
            aria-selected={tab === item.value}
            aria-controls="login-panel"
            className={`${styles.tab} ${tab === item.value ? styles.tabActive : ''}`}
            onClick={() => setTab(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <form
        id="login-panel"
        role="tabpanel"
        aria-labelledby={`login-tab-${tab}`}
        className="form"
        onSubmit={onSubmit}
        noValidate
      >
        {tab === 'parent' ? (
          <>
            <TextField
              id="login-email"
              label="Email"
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={(event) => setField('email', event.target.value)}
            />
            <TextField
              id="login-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={fields.password}
              onChange={(event) => setField('password', event.target.value)}
            />
          </>
        ) : (
          <>
            <TextField
              id="login-username"
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={fields.username}
              onChange={(event) => setField('username', event.target.value)}
            />
            <TextField
              id="login-pin"
              label="PIN"
              hint="The 4-digit PIN your parent gave you."
              type="password"
              inputMode="numeric"
              autoComplete="current-password"
              maxLength={PIN_LENGTH}
              value={fields.pin}
              onChange={(event) => setField('pin', event.target.value)}
            />
          </>
        )}
        {error ? (
          <p className="form-status form-status--error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Logging in...' : 'Sign in'}
        </button>
      </form>
      <p className={styles.switch}>
        New to Abhyas? <Link to="/auth">Sign up</Link>
      </p>
    </div>
  );
}
