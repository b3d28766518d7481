import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Screen } from '../layout/screen.tsx';
import { staffPaths } from '../paths.ts';

export function NotFoundScreen() {
  return (
    <Screen title="Not found" heading="There is no such screen">
      <Text>
        The address may be mistyped, or the screen has moved.{' '}
        <Anchor component={Link} to={staffPaths.home}>
          Go to the workspace’s home
        </Anchor>
        .
      </Text>
    </Screen>
  );
}
