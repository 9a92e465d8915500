// A form validator whose zod schema is fetched on first use (the sign-in screen's budget).
import type { FormErrors } from '@mantine/form';

type Schema = Parameters<typeof import('./form').schemaResolver>[0];

/**
 * A form whose schema is fetched on first use (the first focus, at the latest the submit): the
 * sign-in screen keeps zod out of its first load (its 170 KB budget). `ready()` resolves once the
 * schema is there; `validate` is the form's validator and must run after it.
 */
export function lazySchemaResolver(load: () => Promise<Schema>) {
  let resolve: ((values: Record<string, unknown>) => FormErrors) | null = null;
  let loading: Promise<void> | null = null;
  const ready = (): Promise<void> => {
    // The resolver comes with the schema: mantine-form-zod-resolver brings part of zod along.
    loading ??= Promise.all([load(), import('./form')]).then(
      ([schema, form]) => {
        resolve = form.schemaResolver(schema);
      },
      (err: unknown) => {
        loading = null; // a failed fetch is tried again on the next submit
        throw err;
      },
    );
    return loading;
  };
  const validate = (values: Record<string, unknown>): FormErrors => {
    if (!resolve) throw new Error('the form validated before its schema was loaded');
    return resolve(values);
  };
  return { ready, validate };
}
