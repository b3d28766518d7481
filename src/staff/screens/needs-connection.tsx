import { Button, Text } from '@mantine/core';
import { staffNeedsConnection } from '../../domain/staff-workspace.ts';
import { PlainLayout } from '../layout/plain-layout.tsx';
import { Screen } from '../layout/screen.tsx';
import { useSession } from '../session/session.tsx';

/** The server could not be reached: the workspace keeps nothing to show without it. */
export function NeedsConnection() {
  const { check } = useSession();
  return (
    <PlainLayout>
      <Screen title="No connection" heading={staffNeedsConnection}>
        <Text>
          This device is offline, or the academy’s server cannot be reached. Nothing from the
          workspace is kept on this device, so it opens only with a connection.
        </Text>
        <Button onClick={check}>Try again</Button>
      </Screen>
    </PlainLayout>
  );
}
