import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '../layout/dialog.tsx';
import { formatTime } from '../lib/dates.ts';

export interface IssuedLink {
  name: string;
  enrolmentLink: string;
  expiresAt: string;
}

/**
 * A one-time enrolment link, shown once: the server keeps only its hash, so it cannot be shown
 * again. Copied from here to the person (by a message the admin chooses).
 */
export function EnrolmentLinkModal({
  issued,
  onClose,
}: {
  issued: IssuedLink | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={issued !== undefined}
      onClose={onClose}
      title={issued ? `Enrolment link for ${issued.name}` : ''}
      size="lg"
    >
      {issued && (
        <Stack>
          <Text size="sm">
            Send this link to {issued.name}, to open on the phone or computer they will sign in
            with. It works once, until <strong>{formatTime(issued.expiresAt)}</strong>. It is not
            shown again: if it is lost, make a new one.
          </Text>
          <TextInput
            label="One-time link"
            value={issued.enrolmentLink}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group justify="flex-end">
            <CopyButton value={issued.enrolmentLink}>
              {({ copied, copy }) => (
                <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
