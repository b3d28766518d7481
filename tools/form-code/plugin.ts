import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { type FormName, formCodeFile } from '../../src/domain/form-code.ts';

/**
 * The code each form needs to keep a submission on the device (the form, and the header's
 * outbox that then lists it), by form: written to `form-code.json` for the page to fetch once
 * idle (src/lib/prefetch-code.ts), and put first in the service worker's precache, so a first
 * visit that loses its connection soon after still keeps what is sent.
 */
const formModules: Record<FormName, readonly string[]> = {
  inquiry: ['src/features/forms/contact-form.tsx', 'src/features/outbox/outbox-indicator.tsx'],
  application: [
    'src/features/forms/application-form.tsx',
    'src/features/outbox/outbox-indicator.tsx',
  ],
  'data-request': [
    'src/features/forms/data-request-form.tsx',
    'src/features/outbox/outbox-indicator.tsx',
  ],
};

/** Every file a chunk needs before it runs: its own, its static imports', and their styles. */
function closure(
  chunk: Rollup.OutputChunk,
  bundle: Rollup.OutputBundle,
  files = new Set<string>(),
) {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') closure(next, bundle, files);
  }
  return files;
}

export function formCode(root: string) {
  let byForm: Record<string, string[]> = {};
  const plugin: Plugin = {
    name: 'form-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entries = new Map<string, Rollup.OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.facadeModuleId) {
          entries.set(output.facadeModuleId, output);
        }
      }
      byForm = {};
      for (const [form, modules] of Object.entries(formModules)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = entries.get(join(root, module));
          // A form no longer its own chunk (merged, renamed, moved): say so rather than fetch
          // nothing.
          if (!chunk) {
            this.error(`form-code: ${module} is not the entry of a chunk any more`);
          }
          closure(chunk, bundle, files);
        }
        byForm[form] = [...files].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: formCodeFile,
        source: `${JSON.stringify(byForm)}\n`,
      });
    },
  };
  return {
    plugin,
    /** Every file any form needs, for the precache to fetch first. */
    files: () => new Set(Object.values(byForm).flat()),
  };
}
