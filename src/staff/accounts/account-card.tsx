import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { staffRoleNames } from '../../domain/staff-workspace.ts';
import type { AccountWithKeys, Passkey } from '../api/types.ts';
import { formatTime } from '../lib/dates.ts';

export interface AccountActions {
  newLink(account: AccountWithKeys): void;
  setDisabled(account: AccountWithKeys, disabled: boolean): void;
  removePasskey(account: AccountWithKeys, passkey: Passkey): void;
}

/** Where the person stands with enrolment, in words. */
export function enrolmentState(account: AccountWithKeys, now: Date): string | undefined {
  if (!account.enrolmentPending) {
    return account.passkeys.length === 0 ? 'No passkey and no enrolment link yet.' : undefined;
  }
  if (account.enrolmentExpiresAt === null) return 'Enrolment link sent.';
  return new Date(account.enrolmentExpiresAt) <= now
    ? `Enrolment link expired ${formatTime(account.enrolmentExpiresAt)}: make a new one.`
    : `Enrolment link sent, valid until ${formatTime(account.enrolmentExpiresAt)}.`;
}

/** One person: who they are, their passkeys, and what an admin can do about them. */
export function AccountCard({
  account,
  isSelf,
  busy,
  actions,
}: {
  account: AccountWithKeys;
  /** The admin looking at it: they cannot disable themselves. */
  isSelf: boolean;
  busy: boolean;
  actions: AccountActions;
}) {
  const headingId = `account-${account.id}`;
  // A disabled person cannot enrol or sign in, whatever link waits.
  const enrolment = account.disabled
    ? 'Cannot sign in until enabled.'
    : enrolmentState(account, new Date());
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" id={headingId}>
              {account.name}
            </Title>
            <Badge variant="light" color={account.role === 'admin' ? 'brand' : 'gray'}>
              {staffRoleNames[account.role]}
            </Badge>
            {account.disabled && (
              <Badge variant="filled" color="red">
                Disabled
              </Badge>
            )}
            {isSelf && (
              <Badge variant="outline" color="gray">
                You
              </Badge>
            )}
          </Group>
          <Text size="sm" c="gray.7" className="staff-break">
            {account.email}
          </Text>
        </div>
        {enrolment && <Text size="sm">{enrolment}</Text>}
        {account.passkeys.length > 0 && (
          <div>
            <Text size="sm" fw={600} id={`${headingId}-keys`}>
              Passkeys
            </Text>
            <List listStyleType="none" spacing="xs" mt={4} aria-labelledby={`${headingId}-keys`}>
              {account.passkeys.map((passkey) => (
                <List.Item key={passkey.id}>
                  <Group
                    justify="space-between"
                    wrap="nowrap"
                    gap="sm"
                    align="flex-start"
                    maw={560}
                  >
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500}>
                        {passkey.label || 'Unnamed device'}
                      </Text>
                      <Text size="xs" c="gray.7">
                        Added {formatTime(passkey.createdAt)} ·{' '}
                        {passkey.lastUsedAt
                          ? `last used ${formatTime(passkey.lastUsedAt)}`
                          : 'not used yet'}
                      </Text>
                    </div>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      style={{ flexShrink: 0 }}
                      disabled={busy}
                      onClick={() => actions.removePasskey(account, passkey)}
                      aria-label={`Remove passkey “${passkey.label || 'Unnamed device'}” of ${account.name}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <Group gap="xs">
          <Button
            size="sm"
            variant="light"
            disabled={busy}
            onClick={() => actions.newLink(account)}
            aria-label={`New enrolment link for ${account.name}`}
          >
            New enrolment link
          </Button>
          {!isSelf && (
            <Button
              size="sm"
              variant="default"
              disabled={busy}
              onClick={() => actions.setDisabled(account, !account.disabled)}
              aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.name}`}
            >
              {account.disabled ? 'Enable' : 'Disable'}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
