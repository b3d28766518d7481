/**
 * The privacy page and the forms' notice state how long records are kept. The pages are
 * pre-rendered with the defaults; when the operator set other periods, the server writes its own
 * into every page it serves (decisions 036, 065): over each period a page shows, and in a JSON
 * block in its head, from which the app renders the pages opened after it. Beside the pages it
 * renders with published content (decision 014), through the same door.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { withRetention } from '../../src/domain/page-document.ts';
import { defaultRetention, type Retention } from '../../src/domain/retention.ts';
import { etagFor } from '../etag.ts';
import { compressAtBest } from './compress.ts';
import type { PublishedPage } from './published-pages.ts';
import type { PublishedPageFor } from './serve-site.ts';

const isDefault = (retention: Retention) =>
  retention.inquiryDays === defaultRetention.inquiryDays &&
  retention.applicationDays === defaultRetention.applicationDays;

/**
 * `published`, with every page served with `retention`'s periods when they are not the defaults
 * the build wrote. Each is written once per version of its built file (or of the page rendered
 * with published content) and compressed at the build's settings in the background, as a page
 * rendered with content is: until then it goes out compressed as it is sent.
 */
export function withServedRetention(
  root: string,
  retention: Retention,
  published?: PublishedPageFor,
): PublishedPageFor | undefined {
  if (isDefault(retention)) return published;
  const built = new Map<string, { version: string; page: PublishedPage }>();
  const rendered = new WeakMap<PublishedPage, PublishedPage>();

  function stating(html: string): PublishedPage {
    const served = withRetention(html, retention);
    const page: PublishedPage = { html: served, etag: etagFor(served) };
    compressAtBest(Buffer.from(served)).then(
      (encoded) => {
        page.encoded = encoded;
      },
      // Not expected of zlib; the page still goes out, compressed as it is sent.
      () => undefined,
    );
    return page;
  }

  return async (route, file) => {
    const page = await published?.(route, file);
    if (page) {
      const served = rendered.get(page) ?? stating(page.html);
      rendered.set(page, served);
      return served;
    }
    const { mtimeMs, size } = await stat(join(root, file));
    const version = `${mtimeMs}:${size}`;
    const kept = built.get(file);
    if (kept?.version === version) return kept.page;
    const served = stating(await readFile(join(root, file), 'utf8'));
    built.set(file, { version, page: served });
    return served;
  };
}
