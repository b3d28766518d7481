/**
 * Takes out of a page's inlined CSS the custom properties nothing on the page uses. The theme's
 * variables (decision 009) are a third of what beasties inlines — about 12 kB before
 * compression — and a page's first paint uses a third of them. The full stylesheets, which
 * arrive after the first paint, define every one again, so what is left out here only waits
 * for them, like any rule beasties leaves out.
 */
import { withEachStyle } from '../../src/domain/page-document.ts';

interface Declaration {
  name: string;
  value: string;
  start: number;
  end: number;
}

const referencePattern = /var\(\s*(--[\w-]+)/g;

/** `--name: value;` declarations, their value read up to `;` or `}` outside brackets and quotes. */
function customPropertyDeclarations(css: string): Declaration[] {
  const declarations: Declaration[] = [];
  const namePattern = /([{;]\s*)(--[\w-]+)\s*:/g;
  for (let match = namePattern.exec(css); match; match = namePattern.exec(css)) {
    const start = match.index + (match[1]?.length ?? 0);
    let depth = 0;
    let quote: string | undefined;
    let index = match.index + match[0].length;
    for (; index < css.length; index += 1) {
      const char = css[index];
      if (quote) {
        if (char === '\\') index += 1;
        else if (char === quote) quote = undefined;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      else if (depth === 0 && (char === ';' || char === '}')) break;
    }
    const valueStart = match.index + match[0].length;
    declarations.push({
      name: match[2] ?? '',
      value: css.slice(valueStart, index),
      start,
      // The `;` goes with the declaration; a `}` stays with its rule.
      end: css[index] === ';' ? index + 1 : index,
    });
    namePattern.lastIndex = index;
  }
  return declarations;
}

function references(text: string): string[] {
  return [...text.matchAll(referencePattern)].map((match) => match[1] ?? '');
}

/** `css` without the unused declarations (and the rules left empty); `elsewhere` may use some. */
export function pruneCustomProperties(css: string, elsewhere: string): string {
  const declarations = customPropertyDeclarations(css);
  const valuesOf = new Map<string, string[]>();
  for (const { name, value } of declarations) {
    valuesOf.set(name, [...(valuesOf.get(name) ?? []), value]);
  }
  let outsideDeclarations = '';
  let position = 0;
  for (const { start, end } of declarations) {
    outsideDeclarations += css.slice(position, start);
    position = end;
  }
  outsideDeclarations += css.slice(position);

  const used = new Set<string>();
  const pending = [...references(outsideDeclarations), ...references(elsewhere)];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    for (const value of valuesOf.get(name) ?? []) pending.push(...references(value));
  }

  let pruned = '';
  position = 0;
  for (const { name, start, end } of declarations) {
    if (used.has(name)) continue;
    pruned += css.slice(position, start);
    position = end;
  }
  pruned += css.slice(position);
  // Rules (and then at-rules) emptied by the above.
  for (let previous = ''; previous !== pruned; ) {
    previous = pruned;
    pruned = pruned.replace(/(^|[{};])[^{};]*\{\s*\}/g, '$1');
  }
  return pruned;
}

/** The page with each inlined stylesheet pruned against the rest of the page. */
export function pruneInlinedCustomProperties(html: string): string {
  return withEachStyle(html, pruneCustomProperties);
}
