import { Anchor, Box, Container, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { staffRoleNames } from '../../domain/staff-workspace.ts';
import { signOut, signOutEverywhere } from '../api/session.ts';
import { NewLeadsProvider } from '../leads/new-leads.tsx';
import { staffPaths } from '../paths.ts';
import { useAccount, useSession } from '../session/session.tsx';
import { Brand } from './brand.tsx';
import { headerBorder } from './plain-layout.tsx';
import { ProblemAlert } from './problem-alert.tsx';

/** The screens a person's role opens, in the order the navigation lists them. */
function screensFor(role: 'admin' | 'counsellor') {
  return [
    { to: staffPaths.home, label: 'Leads' },
    ...(role === 'admin'
      ? [
          { to: staffPaths.requests, label: 'Requests' },
          { to: staffPaths.personalData, label: 'Personal data' },
          { to: staffPaths.accounts, label: 'Staff' },
        ]
      : []),
  ];
}

/** The signed-in workspace: who is signed in, how to sign out, the screens, then the screen. */
export function Shell() {
  const account = useAccount();
  const { signedOut } = useSession();
  const [problem, setProblem] = useState<string>();

  const end = (everywhere: boolean) => {
    setProblem(undefined);
    (everywhere ? signOutEverywhere() : signOut()).then(
      // The guard around the shell then goes to sign-in, saying so.
      () => signedOut(),
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <NewLeadsProvider>
      <Box component="header" bg="white" style={headerBorder}>
        <Container size="lg" px="md" py="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Brand />
            <Menu position="bottom-end" shadow="md" width={240}>
              <Menu.Target>
                <UnstyledButton className="staff-account-button">
                  <span className="staff-account-who">
                    <Text
                      component="span"
                      size="sm"
                      fw={600}
                      lh={1.3}
                      display="block"
                      className="staff-account-name"
                    >
                      {account.name}
                    </Text>
                    <Text component="span" size="xs" c="gray.7" lh={1.3} display="block">
                      {staffRoleNames[account.role]}
                    </Text>
                  </span>
                  <IconChevronDown size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{account.email}</Menu.Label>
                <Menu.Item onClick={() => end(false)}>Sign out</Menu.Item>
                <Menu.Item onClick={() => end(true)}>Sign out everywhere</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
          <Group component="nav" aria-label="Workspace" gap="lg" mt={4} mb={-8}>
            {screensFor(account.role).map((screen) => (
              <Anchor
                key={screen.to}
                component={NavLink}
                to={screen.to}
                end
                fw={600}
                size="sm"
                underline="hover"
                c="brand.8"
                className="staff-nav-link"
              >
                {screen.label}
              </Anchor>
            ))}
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" px="md" py="lg">
        {problem && (
          <ProblemAlert mb="md" onClose={() => setProblem(undefined)}>
            {problem}
          </ProblemAlert>
        )}
        <Outlet />
      </Container>
    </NewLeadsProvider>
  );
}
