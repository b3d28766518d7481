/**
 * Content names colours as utility classes (`bg-blue-500`, or `text-blue-500` from swapping the
 * prefix). These map them onto the theme's palette, so backend content cannot inject CSS.
 */

const paletteNames: Record<string, string> = {
  blue: 'blue',
  sky: 'cyan',
  cyan: 'cyan',
  teal: 'teal',
  emerald: 'teal',
  green: 'green',
  lime: 'lime',
  yellow: 'yellow',
  amber: 'yellow',
  orange: 'orange',
  red: 'red',
  rose: 'pink',
  pink: 'pink',
  fuchsia: 'grape',
  purple: 'grape',
  violet: 'violet',
  indigo: 'indigo',
  gray: 'gray',
  slate: 'gray',
  zinc: 'gray',
  neutral: 'gray',
  stone: 'gray',
};

const fallback = { palette: 'brand', shade: 6 };

function parse(value: string | undefined): { palette: string; shade: number } {
  const match = /^(?:bg|text)-([a-z]+)-(50|[1-9]00|950)$/.exec(value?.trim() ?? '');
  const palette = match?.[1] ? paletteNames[match[1]] : undefined;
  if (!match?.[2] || !palette) return fallback;
  const weight = Number(match[2]);
  // Tailwind's 50…950 onto Mantine's 0…9: 50 is the lightest (0), 950 the darkest (9).
  const shade = Math.min(9, Math.floor(weight / 100));
  return { palette, shade };
}

/** `bg-blue-500` → `text-blue-500`: a card's icon takes its colour's text form (product §2.5). */
export function textColourClass(background: string | undefined): string | undefined {
  return background?.replace(/^bg-/, 'text-');
}

/** A CSS colour value from the theme for a `bg-…` or `text-…` class; the brand blue otherwise. */
export function contentColour(value: string | undefined): string {
  const { palette, shade } = parse(value);
  return `var(--mantine-color-${palette}-${shade})`;
}

/** A colour strong enough for text on white (at least shade 7 of the same hue). */
export function contentTextColour(value: string | undefined): string {
  const { palette, shade } = parse(textColourClass(value));
  return `var(--mantine-color-${palette}-${Math.max(shade, 7)})`;
}
