import { MantineContext, MantineProvider } from '@mantine/core';
import { type ComponentProps, type ContextType, createElement, type ReactNode, use } from 'react';
import { expect, test } from 'vitest';
import { mantineContext } from '../../src/ui/mantine-context.ts';
import { theme } from '../../src/ui/theme.ts';
import { assertSameContext, providedContext } from './mantine-context.ts';

type Change = (value: Record<string, unknown>) => Record<string, unknown>;

/** What MantineProvider provides, changed as a release might change it. */
function Changed({ change, children }: { change: Change; children?: ReactNode }) {
  const value = change({ ...use(MantineContext) });
  return createElement(
    MantineContext,
    { value: value as unknown as ContextType<typeof MantineContext> },
    children,
  );
}

/** MantineProvider as a release that changes its context would render it. */
const changedProvider =
  (change: Change) =>
  ({ children, ...props }: ComponentProps<typeof MantineProvider>) =>
    createElement(MantineProvider, props, createElement(Changed, { change, children }));

const check = (provider: Parameters<typeof providedContext>[1]) => () =>
  assertSameContext(providedContext(theme, provider), mantineContext, '9.99.0');

test('the hand-made context is the one MantineProvider gives this site', () => {
  expect(check(MantineProvider)).not.toThrow();
});

test('a release that adds to the context fails the build, naming the key', () => {
  const added = changedProvider((value) => ({ ...value, respectReducedMotion: true }));
  expect(check(added)).toThrow(
    "Mantine 9.99.0's MantineProvider no longer provides what src/ui/mantine-context.ts makes by hand:\n  respectReducedMotion: MantineProvider gives true, the hand-made context none\nBring src/ui/mantine-context.ts in line with what MantineProvider now does (decision 053).",
  );
});

test('a renamed key or a changed default fails with both values', () => {
  const renamed = changedProvider(({ withStaticClasses, ...value }) => ({
    ...value,
    staticClasses: withStaticClasses,
    classNamesPrefix: 'm',
  }));
  expect(check(renamed)).toThrow(
    [
      '  classNamesPrefix: MantineProvider gives "m", the hand-made context "mantine"',
      '  staticClasses: MantineProvider gives true, the hand-made context none',
      '  withStaticClasses: MantineProvider gives none, the hand-made context true',
    ].join('\n'),
  );
});
