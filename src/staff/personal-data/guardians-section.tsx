import { Anchor, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { fetchGuardiansToVerify } from '../api/personal-data.ts';
import { LoadFailed } from '../layout/problem-alert.tsx';
import { formatDateTime } from '../leads/lead-format.ts';
import { useLoad } from '../lib/use-load.ts';
import { staffPaths } from '../paths.ts';

/**
 * Applications of applicants under 18 whose guardian is still to verify: out of the inbox and
 * exports until an admin verifies the guardian on the person's screen, or erases the
 * application when they cannot. Applications without the under-18 answer wait here too, until
 * an admin asks the applicant and records their age.
 * `erasures`: how many erasures the screen around it has made, each asking the list again.
 */
export function GuardiansSection({ erasures = 0 }: { erasures?: number }) {
  const [loaded, reload] = useLoad(fetchGuardiansToVerify, erasures);
  return (
    <Stack gap="sm" component="section" aria-labelledby="guardians-title">
      <Title order={2} size="h3" id="guardians-title">
        Guardian to verify
      </Title>
      <Text maw={640}>
        An applicant under 18 waits here, out of the inbox and exports, until you verify that their
        parent or guardian agreed. Open one to record how, or to erase it if you cannot. An
        application that did not say whether the applicant is under 18 waits here too, until you ask
        them.
      </Text>
      {loaded.status === 'loading' && <Loader aria-label="Loading guardians" role="status" />}
      {loaded.status === 'failed' && <LoadFailed error={loaded.error} onRetry={reload} />}
      {loaded.status === 'ready' && loaded.data.length === 0 && (
        <Text c="gray.7">No guardian is waiting to be verified.</Text>
      )}
      {loaded.status === 'ready' && loaded.data.length > 0 && (
        <List spacing="xs">
          {loaded.data.map((waiting) => (
            <List.Item key={waiting.id}>
              <Anchor component={Link} to={staffPaths.lead(waiting.id)} fw={600}>
                {waiting.fullName}
              </Anchor>
              <Text size="sm" c="gray.7">
                {waiting.ageUnknown
                  ? 'Age not given: ask whether they are under 18'
                  : `${waiting.relationship}: ${waiting.guardianName}`}{' '}
                · received {formatDateTime(waiting.receivedAt)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
