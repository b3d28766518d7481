/**
 * React Router publishes its production build beside the development build its package.json
 * gives bundlers (dist/production next to dist/development), but no export condition to reach
 * it. The browser build resolves the published entries to those production files; this checks,
 * file by file, that each still exists and exports exactly what the published file exports.
 */
import { parseAst } from 'vite';

/** What the package's `exports` field maps an entry to: a path, or conditions to paths. */
type ExportsTarget = string | { readonly [condition: string]: ExportsTarget } | undefined;

/** The file a browser bundler gets for `entry` (`.`, `./dom`): its `module` or `import` file. */
function publishedFile(exportsField: Record<string, ExportsTarget>, entry: string): string {
  const fileOf = (target: ExportsTarget): string | undefined =>
    typeof target === 'string' || target === undefined ? target : fileOf(target.default);
  const conditions = exportsField[entry];
  const file =
    typeof conditions === 'object' ? fileOf(conditions.module ?? conditions.import) : undefined;
  if (file === undefined) {
    throw new Error(`its package.json maps "${entry}" to no module file for bundlers`);
  }
  return file.replace(/^\.\//, '');
}

/** The names a module exports, sorted (`*` re-exports are named by what they re-export from). */
export function exportedNames(code: string): string[] {
  const names: string[] = [];
  for (const statement of parseAst(code).body) {
    if (statement.type === 'ExportDefaultDeclaration') names.push('default');
    if (statement.type === 'ExportAllDeclaration') {
      names.push(`* from ${statement.source.value}`.replace(/-[A-Z0-9]{8}(?=\.m?js$)/, '-*'));
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of statement.specifiers) {
      const { exported } = specifier;
      names.push(exported.type === 'Identifier' ? exported.name : String(exported.value));
    }
    const declaration = statement.declaration;
    if (declaration?.type === 'VariableDeclaration') {
      for (const { id } of declaration.declarations)
        if (id.type === 'Identifier') names.push(id.name);
    } else if (declaration && 'id' in declaration && declaration.id?.type === 'Identifier') {
      names.push(declaration.id.name);
    }
  }
  return names.sort();
}

const listed = (names: string[]) => (names.length > 0 ? names.join(', ') : 'none');

/**
 * The production file standing in for the published `entry`, as a path in the package. Throws,
 * naming both files, if the published file is not a development build, if its production twin
 * is missing, or if the two export different names.
 */
export function productionTwin(
  exportsField: Record<string, ExportsTarget>,
  entry: string,
  read: (path: string) => string | undefined,
): string {
  const published = publishedFile(exportsField, entry);
  if (!published.includes('/development/')) {
    throw new Error(
      `"${entry}" is published as ${published}, no longer a development build with a production twin`,
    );
  }
  const twin = published.replace('/development/', '/production/');
  const publishedCode = read(published);
  const twinCode = read(twin);
  if (publishedCode === undefined)
    throw new Error(`${published}, published for "${entry}", is missing`);
  if (twinCode === undefined) {
    throw new Error(`${twin} is missing: the production twin of ${published} ("${entry}")`);
  }
  const names = new Set(exportedNames(publishedCode));
  const twinNames = new Set(exportedNames(twinCode));
  const missing = [...names].filter((name) => !twinNames.has(name));
  const extra = [...twinNames].filter((name) => !names.has(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `${twin} does not export what ${published} ("${entry}") exports: ${names.size} names expected, ${twinNames.size} found; missing: ${listed(missing)}; not published: ${listed(extra)}`,
    );
  }
  return twin;
}
