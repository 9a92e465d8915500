// Forms validate with the zod schemas of @portal/contracts, so their limits and texts are the
// server's. One message per field (the first problem), and the first wrong field gets the focus.
import { zod4Resolver } from 'mantine-form-zod-resolver';

export function schemaResolver(schema: Parameters<typeof zod4Resolver>[0]) {
  return zod4Resolver(schema, { errorPriority: 'first' });
}

export { focusFirstError } from './form-focus';
