import { iconsUrl } from 'virtual:icons';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ContentIcon } from './content-icon.tsx';

const symbolOf = (name: string | undefined) => {
  const { container } = render(<ContentIcon name={name} size={26} stroke={1.75} />);
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('width', '26');
  expect(svg).toHaveAttribute('stroke-width', '1.75');
  return svg?.querySelector('use')?.getAttribute('href');
};

test('renders the symbol content names from the sprite', () => {
  expect(iconsUrl).toMatch(/^\/assets\/icons-[\w-]{8}\.svg$/);
  expect(symbolOf('Brain')).toBe(`${iconsUrl}#Brain`);
});

test('renders a graduation cap for a name content may not use, or none', () => {
  expect(symbolOf('constructor')).toBe(`${iconsUrl}#GraduationCap`);
  expect(symbolOf('<script>')).toBe(`${iconsUrl}#GraduationCap`);
  expect(symbolOf(undefined)).toBe(`${iconsUrl}#GraduationCap`);
});
