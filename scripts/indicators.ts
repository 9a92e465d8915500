// `npm run indicators`: the command in scripts/commands/indicators.ts (its usage there), as this process.
import { main } from './commands/indicators';
import { runCli } from './run-cli';

runCli(main);
