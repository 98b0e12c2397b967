import { z } from 'zod';

/**
 * Parse-level error map: phrases zod's built-in issues as predicates about one variable
 * ("is required", "must be one of ..."). Messages set on a schema (the field helpers) win over it.
 */
export const envErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be a ${issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      // `regex` is the check, not what the value should be ("must be a valid regex" misleads).
      return issue.format === 'regex' && issue.pattern !== undefined
        ? `must match ${issue.pattern}`
        : `must be a valid ${issue.format}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must be at least ${String(issue.minimum)} characters long`
        : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${String(issue.maximum)} characters long`
        : `must be at most ${String(issue.maximum)}`;
    // Shapes environment variables do not take (arrays, records, unions) or schema-set
    // messages: keep zod's wording.
    case 'custom':
    case 'invalid_element':
    case 'invalid_key':
    case 'invalid_union':
    case 'not_multiple_of':
    case 'unrecognized_keys':
      return undefined;
  }
};
