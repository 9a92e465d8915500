// `npm run import`: the command in scripts/commands/import.ts (its usage there), as this process.
import { main } from './commands/import';
import { runCli } from './run-cli';

runCli(main);
