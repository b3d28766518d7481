import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { site } from '../../domain/site.ts';
import { staffPaths } from '../paths.ts';

/** The academy's name and "Staff", linking to the workspace's home. */
export function Brand() {
  return (
    <Anchor
      component={Link}
      to={staffPaths.home}
      underline="never"
      c="inherit"
      style={{ flexShrink: 0 }}
    >
      <Group gap={8} wrap="nowrap">
        <Text component="span" fw={700} className="staff-brand-name">
          {site.name}
        </Text>
        <Text
          component="span"
          size="sm"
          fw={600}
          px={8}
          py={2}
          bg="brand.0"
          c="brand.9"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          Staff
        </Text>
      </Group>
    </Anchor>
  );
}
