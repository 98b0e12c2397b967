import type { SessionUser } from '@abhyas/contracts';
import { useTestStart } from '../hooks/useTestStart';
import { NewAttemptPrompt } from './NewAttemptPrompt';
import { TestRunnerView } from './TestRunnerView';
import styles from './test-session.module.css';

interface TestTakingScreenProps {
  user: SessionUser;
  paperId: string;
  testName: string;
}

/** /test-taking: starts or resumes the attempt, then runs the test. */
export function TestTakingScreen({ user, paperId, testName }: TestTakingScreenProps) {
  const { phase, confirmNewAttempt, leave } = useTestStart(paperId, user);
  switch (phase.kind) {
    case 'starting':
      return (
        <p className={`state-note ${styles.starting}`} role="status" aria-live="polite">
          Starting your test...
        </p>
      );
    case 'running':
      return <TestRunnerView test={phase.test} testName={testName} />;
    case 'confirm-new-attempt':
    case 'requesting-new-attempt':
    case 'new-attempt-refused':
      return (
        <NewAttemptPrompt
          phase={phase}
          onConfirm={() => void confirmNewAttempt()}
          onCancel={() => leave('')}
        />
      );
    default: {
      const unknown: never = phase;
      throw new Error(`Unknown phase ${JSON.stringify(unknown)}`);
    }
  }
}
