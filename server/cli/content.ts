/** `npm run content -- …`: runs the command content-cli.ts parses from the arguments. */
import { parseContentCommand } from './content-cli.ts';
import { runCliProcess } from './run-cli.ts';

await runCliProcess(parseContentCommand);
