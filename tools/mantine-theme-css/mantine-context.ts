/**
 * Widgets get Mantine's context from src/ui/mantine-context.ts, made by hand, rather than from
 * MantineProvider, whose run-time work would come with every widget (decision 053). Mantine
 * builds that context inside MantineProvider and may change it in any release, so the build
 * renders MantineProvider as this site would use it (its theme, light only) and compares what it
 * provides with the hand-made value, key by key: a key on one side only, or a value that
 * differs (functions count as equal), fails the build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MantineProvider, type MantineThemeOverride, useMantineContext } from '@mantine/core';
import { type ComponentType, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

type Provider = ComponentType<{
  theme: MantineThemeOverride;
  forceColorScheme: 'light';
  children?: ReactNode;
}>;

/** What `provider` (MantineProvider) gives components for this site's theme, light only. */
export function providedContext(
  theme: MantineThemeOverride,
  provider: Provider = MantineProvider,
): object {
  let provided: object | undefined;
  function Probe() {
    provided = useMantineContext();
    return null;
  }
  renderToStaticMarkup(
    createElement(provider, { theme, forceColorScheme: 'light' }, createElement(Probe)),
  );
  if (provided === undefined) throw new Error('MantineProvider rendered none of its children');
  return provided;
}

/** The installed @mantine/core's version (its package.json is not among its exports). */
export function mantineVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@mantine/core');
  const packageDir = entry.slice(0, entry.lastIndexOf('/@mantine/core/') + '/@mantine/core'.length);
  return JSON.parse(readFileSync(`${packageDir}/package.json`, 'utf8')).version;
}

const shown = (value: unknown) =>
  typeof value === 'function' ? 'a function' : (JSON.stringify(value) ?? 'undefined');

/** One line per key whose value differs between the provided and the hand-made context. */
export function contextMismatches(provided: object, made: object): string[] {
  const [want, have] = [new Map(Object.entries(provided)), new Map(Object.entries(made))];
  const problems = [];
  for (const key of new Set([...want.keys(), ...have.keys()])) {
    const [given, written] = [want.get(key), have.get(key)];
    if (given === written || (typeof given === 'function' && typeof written === 'function')) {
      continue;
    }
    problems.push(
      `${key}: MantineProvider gives ${want.has(key) ? shown(given) : 'none'}, the hand-made context ${have.has(key) ? shown(written) : 'none'}`,
    );
  }
  return problems;
}

/** Throws, naming each key and both values, unless the two contexts agree. */
export function assertSameContext(provided: object, made: object, version: string) {
  const problems = contextMismatches(provided, made);
  if (problems.length === 0) return;
  throw new Error(
    [
      `Mantine ${version}'s MantineProvider no longer provides what src/ui/mantine-context.ts makes by hand:`,
      ...problems.map((problem) => `  ${problem}`),
      'Bring src/ui/mantine-context.ts in line with what MantineProvider now does (decision 053).',
    ].join('\n'),
  );
}
