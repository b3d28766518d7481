import { Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { site } from '../../domain/site.ts';

/** The tab's title for a screen: the screen first, as the tab shows the start of it. */
export function screenTitle(screen: string): string {
  return `${screen} · Staff · ${site.name}`;
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
  useEffect(() => {
    document.title = screenTitle(title);
  }, [title]);
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
