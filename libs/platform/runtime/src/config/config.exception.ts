import { CodedError } from '@abhyas/event-store/domain';

export enum ConfigErrorCode {
  InvalidConfiguration = 'INVALID_CONFIGURATION',
}

/** One environment variable that is missing or malformed, and why. */
export interface ConfigIssue {
  variable: string;
  problem: string;
}

/**
 * Thrown by `loadConfig` with every problem at once, so an operator fixes the environment in
 * one pass instead of one restart per variable.
 */
export class ConfigError extends CodedError<ConfigErrorCode> {
  constructor(readonly issues: readonly ConfigIssue[]) {
    super(
      ConfigErrorCode.InvalidConfiguration,
      `Invalid configuration: ${issues.map(describeIssue).join('; ')}`,
    );
  }
}

// Our messages read as predicates ("is required", "must be ..."); zod's own fallbacks are
// sentences, so those get a colon instead of reading as "PORT Invalid input".
function describeIssue({ variable, problem }: ConfigIssue): string {
  const startsLowerCase = problem.charAt(0) !== problem.charAt(0).toUpperCase();
  return startsLowerCase ? `${variable} ${problem}` : `${variable}: ${problem}`;
}
