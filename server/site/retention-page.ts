/**
 * The privacy page states how long records are kept. It is pre-rendered with the defaults; when
 * the operator set other periods, the server writes its own into the page it serves (decision
 * 036), beside the pages it renders with published content (decision 014).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { withRetention } from '../../src/domain/page-document.ts';
import { paths } from '../../src/domain/paths.ts';
import { defaultRetention, type Retention } from '../../src/domain/retention.ts';
import { etagFor } from '../etag.ts';
import type { PublishedPage } from './published-pages.ts';
import type { PublishedPageFor } from './serve-site.ts';

const isDefault = (retention: Retention) =>
  retention.inquiryDays === defaultRetention.inquiryDays &&
  retention.applicationDays === defaultRetention.applicationDays;

/**
 * `published`, with the privacy page served with `retention`'s periods when they are not the
 * defaults the build wrote. Read once per version of the built file.
 */
export function withServedRetention(
  root: string,
  retention: Retention,
  published?: PublishedPageFor,
): PublishedPageFor | undefined {
  if (isDefault(retention)) return published;
  let kept: { version: string; page: PublishedPage } | undefined;
  return async (route, file) => {
    const page = await published?.(route, file);
    if (route !== paths.privacy) return page;
    if (page) {
      const html = withRetention(page.html, retention);
      return { html, etag: etagFor(html) };
    }
    const { mtimeMs, size } = await stat(join(root, file));
    const version = `${mtimeMs}:${size}`;
    if (kept?.version !== version) {
      const html = withRetention(await readFile(join(root, file), 'utf8'), retention);
      kept = { version, page: { html, etag: etagFor(html) } };
    }
    return kept.page;
  };
}
