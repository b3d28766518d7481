/** `npm run submissions -- …`: runs the command submissions-cli.ts parses from the arguments. */
import { runCliProcess } from './run-cli.ts';
import { parseSubmissionsCommand } from './submissions-cli.ts';

await runCliProcess(parseSubmissionsCommand);
