// `npm run jobs`: the command in scripts/commands/jobs.ts (its usage there), as this process.
import { main } from './commands/jobs';
import { runCli } from './run-cli';

runCli(main);
