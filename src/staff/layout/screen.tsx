import { Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { site } from '../../domain/site.ts';
import { useNewLeads } from '../leads/new-leads.tsx';

/**
 * The tab's title for a screen: how many leads are New, then the screen, as the tab shows the
 * start of it.
 */
export function screenTitle(screen: string, newLeads?: number): string {
  const count = newLeads ? `(${newLeads} New) ` : '';
  return `${count}${screen} · Staff · ${site.name}`;
}

/**
 * One screen of the workspace: names it in the tab's title and, as a page load would, moves
 * focus to its heading when it opens, so a screen reader announces where the person is.
 */
export function Screen({
  title,
  heading = title,
  children,
}: {
  title: string;
  heading?: string;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { count } = useNewLeads();
  useEffect(() => {
    document.title = screenTitle(title, count);
  }, [title, count]);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Stack gap="lg">
      <Title order={1} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}
