import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { expect, test } from 'vitest';
import { withPureComponents } from '../../tools/react-router-tree-shaking/plugin.ts';
import { dist, readDist } from './dist.ts';

/** A module shaped as React Router publishes its components. */
const library = `import * as React10 from "react";
export var Link = React10.forwardRef(function LinkWithRef(props, ref) { return React10.createElement("a", { ...props, ref }); });
Link.displayName = "Link";
export var Form = React10.forwardRef(function FormWithRef(props, ref) { return React10.createElement("form", { ...props, ref }); });
Form.displayName = "Form";
export var RouteContext = React10.createContext(null);
RouteContext.displayName = "Route";
`;

async function bundle(transform: (code: string) => string) {
  const build = await rolldown({
    input: 'entry',
    external: ['react'],
    plugins: [
      {
        name: 'virtual',
        resolveId: (id) => (id === 'entry' || id === 'library' ? id : undefined),
        load: (id) =>
          id === 'entry'
            ? 'import { Link } from "library"; export const link = Link;'
            : id === 'library'
              ? transform(library)
              : undefined,
      },
    ],
  });
  const { output } = await build.generate({ format: 'esm' });
  return output[0].code;
}

test('as published, components nobody imports stay in the bundle', async () => {
  const code = await bundle((text) => text);
  expect(code).toContain('FormWithRef');
});

test('marked pure, only the components imported stay, and what they need', async () => {
  const code = await bundle(withPureComponents);
  expect(code).toContain('LinkWithRef');
  expect(code).not.toContain('FormWithRef');
  expect(code).not.toContain('createContext');
});

test("the built site carries none of React Router's form and data-router code", () => {
  const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const text = scripts.map((file) => readDist(`assets/${file}`)).join('\n');
  // The router the site uses is there…
  expect(text).toContain('useRoutes() may be used only in the context of a <Router> component');
  // …its <Form>, its fetchers and its framework's prefetching are not.
  expect(text).not.toContain('useFormAction must be used inside a RouteContext');
  expect(text).not.toContain('You must render this element inside a <HydratedRouter> element');
});
