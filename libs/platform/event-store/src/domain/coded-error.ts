/**
 * An error that names what went wrong with a code from its module's string enum, so callers
 * branch on the code and never on wording. Each module declares its own subclass (no body
 * needed: the class name becomes the error's name).
 */
export class CodedError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * A rule a decider enforces, refused for a command: `class PaymentRuleViolation extends
 * RuleViolation<PaymentRule> {}`. Pure domain; the application maps each rule to its HTTP
 * answer once (`ruleAnswers` in `@abhyas/runtime`).
 */
export class RuleViolation<Rule extends string = string> extends CodedError<Rule> {
  constructor(readonly rule: Rule) {
    super(rule, rule);
  }
}
