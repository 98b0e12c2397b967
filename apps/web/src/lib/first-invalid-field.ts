/** The first field, in the order the form shows them, that has an error; undefined when none. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  errors: Partial<Record<Field, string | undefined>>,
): Field | undefined {
  return order.find((field) => Boolean(errors[field]));
}
