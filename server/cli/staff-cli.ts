/**
 * npm run staff -- <command> …  (see `usage`)
 * Operators manage staff accounts here: the first admin comes from this command line, and it
 * keeps working when the workspace is out of reach. Each command is an audit entry naming the
 * operating-system user; the workspace's own changes name the staff account.
 */
import { checkStaffAccountInput, enrolmentLink } from '../../src/domain/staff-accounts.ts';
import type { Db } from '../db/connect.ts';
import {
  findStaffAccountByEmail,
  listStaffAccounts,
  type StaffAccount,
} from '../db/staff-accounts.ts';
import type { IssuedEnrolment } from '../db/staff-enrolment.ts';
import { addStaffAccount, reissueEnrolmentLink, setStaffAccess } from '../staff/account-actions.ts';
import { operator, recordAudit } from './audit-trail.ts';
import { CliError, type Command, cliConfig, parseCommandLine, write } from './run-cli.ts';
import { type Column, tableHeader, tableRow } from './table.ts';

const usage = `Usage:
  npm run staff -- add --email <address> --name "<name>" --role admin|counsellor
  npm run staff -- list
  npm run staff -- link --email <address>      a new enrolment link; ends their passkeys and sessions
  npm run staff -- disable --email <address>   ends their sessions at once
  npm run staff -- enable --email <address>
(add and link print a one-time link, valid 24 hours, that registers a passkey: send it to the
person. Links start with SITE_ORIGIN, http://localhost:<PORT> by default.)`;

/** The command the arguments ask for; refuses bad ones with the usage. */
export function parseStaffCommand(args: string[]): Command {
  const { positionals, values } = parseCommandLine(
    args,
    { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    usage,
  );
  const [command] = positionals;
  if (positionals.length !== 1) throw new CliError(usage);
  if (command === 'list') return list;
  if (command === 'add') {
    const checked = checkStaffAccountInput(values);
    if (!checked.ok) throw new CliError(`${checked.message}\n${usage}`);
    const { siteOrigin } = cliConfig();
    return async (db) => {
      const added = await addStaffAccount(db, checked.value, operator(), new Date());
      if (added === 'email-taken') throw new CliError('Someone already has that email.');
      await write(`Added ${describe(added.account)}.\n`);
      await printLink(siteOrigin, added.enrolment);
    };
  }
  if (command !== 'link' && command !== 'disable' && command !== 'enable') {
    throw new CliError(usage);
  }
  const email = values.email?.trim();
  if (!email) throw new CliError(`Give the person's --email\n${usage}`);
  if (command === 'link') {
    const { siteOrigin } = cliConfig();
    return async (db) => {
      const account = await accountByEmail(db, email);
      const issued = await reissueEnrolmentLink(db, account.id, operator(), new Date());
      if (!issued) throw new CliError(`No staff account has the email ${email}`);
      await write(
        `New enrolment link for ${describe(account)}; their passkeys and sessions ended.\n`,
      );
      await printLink(siteOrigin, issued);
    };
  }
  return async (db) => {
    const account = await accountByEmail(db, email);
    await setStaffAccess(db, account.id, command, operator(), new Date());
    await write(
      command === 'disable'
        ? `Disabled ${describe(account)}: their sessions ended and their passkeys are refused.\n`
        : `Enabled ${describe(account)}.\n`,
    );
  };
}

async function accountByEmail(db: Db, email: string): Promise<StaffAccount> {
  const account = await findStaffAccountByEmail(db, email);
  if (!account) throw new CliError(`No staff account has the email ${email}`);
  return account;
}

function describe(account: StaffAccount): string {
  return `${account.name} <${account.email}> (${account.role})`;
}

async function printLink(siteOrigin: string, issued: IssuedEnrolment): Promise<void> {
  await write(
    [
      'One-time enrolment link (send it to them; it registers a passkey on their phone or computer):',
      `  ${enrolmentLink(siteOrigin, issued.token)}`,
      `It works once, until ${issued.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      '',
    ].join('\n'),
  );
}

const columns: readonly Column[] = [
  { title: 'Name', width: 20 },
  { title: 'Email', width: 28 },
  { title: 'Role', width: 10 },
  { title: 'Status', width: 36 },
  { title: 'Passkeys', width: 8 },
  { title: 'Last sign-in (UTC)', width: 18 },
];

async function list(db: Db): Promise<void> {
  const accounts = await listStaffAccounts(db, new Date());
  // Before the list leaves: a listing cut short is still in the trail.
  await recordAudit(db, 'staff list', accounts.length, []);
  await write(tableHeader(columns));
  const minute = (time: string | null | undefined) => (time ?? '').slice(0, 16).replace('T', ' ');
  for (const account of accounts) {
    const status = account.disabled
      ? 'disabled'
      : account.enrolmentPending
        ? `link waiting until ${minute(account.enrolmentExpiresAt)}`
        : 'active';
    const lastUsed = account.passkeys
      .map((key) => key.lastUsedAt ?? '')
      .sort()
      .at(-1);
    await write(
      tableRow(columns, [
        account.name,
        account.email,
        account.role,
        status,
        String(account.passkeys.length),
        minute(lastUsed),
      ]),
    );
  }
  await write(`Total: ${accounts.length}\n`);
}
