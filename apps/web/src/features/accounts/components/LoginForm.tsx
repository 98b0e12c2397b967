import { PIN_LENGTH } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import { bindTextField } from '../../../components/bind-text-field';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useRovingTabs } from '../../../components/useRovingTabs';
import { useLogin } from '../hooks/useLogin';
import type { LoginTab } from '../login.validation';
import styles from './accounts.module.css';

const TABS: { value: LoginTab; label: string }[] = [
  { value: 'parent', label: 'Parent' },
  { value: 'student', label: 'Student' },
];
const TAB_KEYS = TABS.map((item) => item.value);

export function LoginForm() {
  const { tab, setTab, fields, setField, errors, error, busy, onSubmit } = useLogin();
  const textField = bindTextField({ idPrefix: 'login', values: fields, setField, errors });
  const tabProps = useRovingTabs(TAB_KEYS, tab, setTab);

  return (
    <div className={styles.panel}>
      <span className="eyebrow">Welcome back</span>
      <h1>Sign in to Abhyas</h1>
      <div className={styles.tabs} role="tablist" aria-label="Account type">
        {TABS.map((item, index) => (
          <button
            key={item.value}
            {...tabProps(item.value, index)}
            type="button"
            id={`login-tab-${item.value}`}
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
            <TextField {...textField('email')} label="Email" type="email" autoComplete="email" />
            <PasswordField
              {...textField('password')}
              label="Password"
              autoComplete="current-password"
            />
            <p className={styles.forgot}>
              <Link to="/forgot-password">Forgot password?</Link>
            </p>
          </>
        ) : (
          <>
            <TextField
              {...textField('username')}
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
            <PasswordField
              {...textField('pin')}
              label="PIN"
              hint="The 4-digit PIN your parent gave you."
              inputMode="numeric"
              autoComplete="current-password"
              maxLength={PIN_LENGTH}
            />
          </>
        )}
        <FormAlert message={error} />
        <SubmitButton busy={busy} busyLabel="Logging in..." block>
          Sign in
        </SubmitButton>
      </form>
      <p className={styles.switch}>
        New to Abhyas? <Link to="/auth">Sign up</Link>
      </p>
    </div>
  );
}
