import { type AnchorProps, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep academic blue; shade 7 on white passes WCAG AA for body text. */
const brand: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b5c6ea',
  '#8aa6de',
  '#6789d4',
  '#4f77ce',
  '#416ecc',
  '#325db5',
  '#1e3a8a',
  '#152c6b',
];

/** Warm saffron for calls to action. */
const accent: MantineColorsTuple = [
  '#fff5e1',
  '#ffeacc',
  '#fed49b',
  '#fdbd64',
  '#fca937',
  '#fc9c1a',
  '#fc9505',
  '#e08100',
  '#c77200',
  '#ad6100',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 4 },
  colors: { brand, accent },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  // Filled colours pick dark or white text by luminance, so saffron buttons stay readable.
  autoContrast: true,
  components: {
    // Links inside text are underlined: colour alone does not mark them. A plain object, not
    // Anchor.extend(), so the theme (in every page's first download) does not import Anchor.
    Anchor: { defaultProps: { underline: 'always' } satisfies Partial<AnchorProps> },
  },
  cursorType: 'pointer',
  breakpoints: {
    xs: '36em',
    sm: '40em',
    md: '48em',
    lg: '64em',
    xl: '80em',
  },
});
