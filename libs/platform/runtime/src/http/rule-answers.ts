import type { RuleViolation } from '@abhyas/event-store/domain';

type ViolationClass<Violation extends RuleViolation> = abstract new (...args: never[]) => Violation;

/**
 * A service's domain errors said the way its API says them, written once: one answer for each
 * rule its deciders enforce (a rule left without one does not compile) and, optionally, for the
 * other errors it expects, such as a lost race. `translate` turns an error into its answer and
 * passes anything else through; `guard(work)` runs work and throws the translated error.
 */
export const ruleAnswers = <Violation extends RuleViolation>(
  violations: ViolationClass<Violation>,
  answers: { readonly [Rule in Violation['rule']]: (violation: Violation) => Error },
  otherwise: (error: unknown) => Error | undefined = () => undefined,
) => {
  const translate = (error: unknown): unknown => {
    if (error instanceof violations) {
      const answer = answers[error.rule as Violation['rule']] as
        ((violation: Violation) => Error) | undefined;
      return answer ? answer(error) : new Error(`unmapped rule ${String(error.rule)}`);
    }
    return otherwise(error) ?? error;
  };
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw translate(error);
    }
  };
  return { translate, guard };
};
