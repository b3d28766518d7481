// Mantine's preset: rem() and light-dark() helpers. Media queries use em literals that match the
// theme's breakpoints (src/app/theme.ts): xs 36em, sm 40em, md 48em, lg 64em, xl 80em.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
