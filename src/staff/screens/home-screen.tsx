import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { staffRoleNames } from '../../domain/staff-workspace.ts';
import { Screen } from '../layout/screen.tsx';
import { staffPaths } from '../paths.ts';
import { useAccount } from '../session/session.tsx';

export function HomeScreen() {
  const account = useAccount();
  return (
    <Screen title="Home" heading={`Welcome, ${account.name}`}>
      <Text>
        You are signed in as {account.email}, {staffRoleNames[account.role].toLowerCase()}.
      </Text>
      {account.role === 'admin' && (
        <Text>
          Add people, send enrolment links and manage passkeys under{' '}
          <Anchor component={Link} to={staffPaths.accounts}>
            Staff
          </Anchor>
          .
        </Text>
      )}
    </Screen>
  );
}
