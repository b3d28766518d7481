import { Box, Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand.tsx';

/** Sign-in and enrolment: the academy's name above one narrow card. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Box component="header" py="md" bg="white" style={headerBorder}>
        <Container size="xs" px="md">
          <Brand />
        </Container>
      </Box>
      <Container component="main" size="xs" px="md" py="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Container>
    </>
  );
}

export const headerBorder = { borderBottom: '1px solid var(--mantine-color-gray-3)' } as const;
