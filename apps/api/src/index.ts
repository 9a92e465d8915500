// @portal/api: what code outside the server (scripts, the bench, the browser suites) may use of
// it. Anything not exported here or by the other entries of package.json is the server's own.
export { type App, type AppDeps, MAX_UPLOAD_BYTES, buildApp } from './app';
export { type Config, ConfigError, loadConfig } from './config';
export { AppError } from './lib/errors';
export { type Mailer, createMailer } from './lib/mailer';
