import type { z } from 'zod';
import { ConfigError, type ConfigIssue } from './config.exception';
import { envErrorMap } from './env-error-map';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Validates environment variables against a zod schema and returns the typed result.
 * Throws `ConfigError` naming every missing or malformed variable.
 *
 * Empty values count as unset: compose files and Kubernetes pass `OPENAI_API_KEY=` for an
 * optional secret nobody filled in, and that must mean "use the default", not "invalid".
 */
export function loadConfig<T>(schema: z.ZodType<T>, env: Environment = process.env): T {
  const result = schema.safeParse(withoutEmptyValues(env), { error: envErrorMap });
  if (result.success) {
    return result.data;
  }
  throw new ConfigError(result.error.issues.map(toConfigIssue));
}

/**
 * For a service's `main.ts`: a process with bad configuration must not half-start, so print
 * the one-line reason to stderr and exit 1 (the orchestrator shows it in the crash log).
 */
export function loadConfigOrExit<T>(schema: z.ZodType<T>, env: Environment = process.env): T {
  try {
    return loadConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return process.exit(1);
    }
    throw error;
  }
}

function withoutEmptyValues(env: Environment): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') {
      present[name] = value;
    }
  }
  return present;
}

function toConfigIssue(issue: z.core.$ZodIssue): ConfigIssue {
  const variable = issue.path.length > 0 ? issue.path.map(String).join('.') : 'configuration';
  return { variable, problem: issue.message };
}
