/** `npm run staff -- …`: runs the command staff-cli.ts parses from the arguments. */
import { runCliProcess } from './run-cli.ts';
import { parseStaffCommand } from './staff-cli.ts';

await runCliProcess(parseStaffCommand);
