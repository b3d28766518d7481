/**
 * The brand palette every generated image renders from. Change a value here and run
 * `node tools/images/build.mjs` to restyle the whole set at once.
 */
export const C = {
  /** Primary deep academic blue. */
  navy: '#1e3a8a',
  /** Darker shade of the primary, for the quiet side of dark heroes and for shadows. */
  navyDeep: '#152c6b',
  /** Darkest ink, used sparingly for hair and outlines. */
  ink: '#0f2157',
  blue: '#416ecc',
  blueMid: '#6789d4',
  sky: '#8aa6de',
  cloud: '#dce4f5',
  mist: '#eef3ff',
  white: '#ffffff',
  /** Saffron accent. */
  saffron: '#fc9c1a',
  saffronDeep: '#e08100',
  saffronLight: '#fdbd64',
  saffronPale: '#fff5e1',
};

/** The font stack for the little text the generated images carry (only the social card). */
export const FONT =
  "'Liberation Sans', Arial, Helvetica, 'Noto Sans', 'DejaVu Sans', system-ui, sans-serif";
