// What the server's logger must never print (pino's redact paths, used by server.ts and by the
// tests that grep the logs). Fastify's request serializer logs no body, but an error or a debug
// line that carries one must not spill a session token, a password, a stored secret or a file.
export const LOG_REDACT_PATHS: readonly string[] = [
  'req.headers["access-token"]',
  'req.headers.authorization',
  'req.headers.client',
  'req.headers.cookie',
  // Certificate and credentials.
  // @fastify/multipart logs its busboy options at trace level, the request's headers included
  // (found by the log test: the session token was printed on every upload).
  'busboyOptions.headers',
  'password',
  'secret',
  'file',
  'body',
  '*.password',
  '*.password_confirmation',
  '*.secret',
  '*.file',
  '*.body',
  'business_credential.password',
  '*.business_credential.password',
];
