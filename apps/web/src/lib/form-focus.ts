import type { FormErrors } from '@mantine/form';

/** Focuses the first field, in screen order, that has an error. */
export function focusFirstError(
  form: { getInputNode: (path: string) => HTMLElement | null },
  errors: FormErrors,
  order: readonly string[],
): void {
  const first = order.find((field) => errors[field]);
  if (first) form.getInputNode(first)?.focus();
}
