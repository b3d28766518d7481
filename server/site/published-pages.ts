/**
 * A route's page rendered with the content stored for it (decision 014): the pre-rendered file with
 * its #root markup rendered again from the stored content, already normalised, and that content in
 * a JSON block for the app to hydrate from. Rendered when asked and kept per route under the
 * stored ETags, so `npm run content -- set|delete`, from another process or another server on
 * the same database, invalidates it without telling anyone.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { normalisePageContent } from '../../src/domain/content/normalise.ts';
import type { PublishedContentMap } from '../../src/domain/content/published-content.ts';
import { isPageName, type PageName } from '../../src/domain/content/types.ts';
import {
  publishedContentScript,
  readRoot,
  withImageHints,
  withRootMarkup,
} from '../../src/domain/page-document.ts';
import type { Db } from '../db/connect.ts';
import { findPageContent, type StoredPageContent } from '../db/page-content.ts';
import { etagFor, matchesIfNoneMatch } from '../etag.ts';
import { revalidate } from './cache-policy.ts';
import { compressAtBest } from './compress.ts';

/**
 * Renders the page at `path` with the given content: the markup inside #root, and the preload
 * hints for its first images (`<link rel="preload" as="image" …>`, the content may name them).
 */
export type RenderRoot = (
  path: string,
  published: PublishedContentMap,
) => Promise<{ hints: string; html: string }>;

export interface PublishedPage {
  html: string;
  etag: string;
  /**
   * The page compressed once, at the highest settings, as the build compresses the
   * pre-rendered pages: set in the background after the page is rendered. Until then it goes out
   * compressed on the fly, at a lower quality, a kilobyte or two larger: enough to miss a new
   * connection's first round trip.
   */
  encoded?: Record<PageEncoding, Buffer>;
}

type PageEncoding = 'br' | 'gzip';

/** The encoding to send: brotli, else gzip, when Accept-Encoding allows it (q=0 refuses). */
export function acceptedEncoding(header: string | undefined): PageEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const allows = (name: PageEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find(allows);
}

/** Each encoding's bytes get their own validator, as the build's compressed copies do. */
const encodedEtag = (etag: string, encoding: PageEncoding) =>
  `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;

/** A pre-rendered file, as read for rendering it again with stored content. */
interface PageTemplate {
  html: string;
  /** The pages whose content its markup shows. */
  pages: PageName[];
}

/** Undefined when the file is not a pre-rendered page. */
export function readPrerenderedPage(html: string): PageTemplate | undefined {
  const root = readRoot(html);
  if (!root) return undefined;
  return { html, pages: root.contentPages.filter(isPageName) };
}

/** Stored JSON as the page shows it; undefined, and logged, when it is not JSON at all. */
function normalisedContent(page: PageName, json: string, log: FastifyBaseLogger) {
  try {
    return normalisePageContent(page, JSON.parse(json) as unknown);
  } catch (error) {
    log.error({ err: error, page }, 'stored content is not JSON: pages are served without it');
    return undefined;
  }
}

/** Loads the server-side bundle the build leaves beside the server on first use. */
export function ssrRenderer(entryFile: string): RenderRoot {
  let entry: Promise<{ renderPublishedRoot: RenderRoot }> | undefined;
  return async (path, published) => {
    entry ??= import(pathToFileURL(entryFile).href);
    return (await entry).renderPublishedRoot(path, published);
  };
}

export function publishedPages(options: {
  db: Db;
  /** The built site. */
  root: string;
  renderRoot: RenderRoot;
  log: FastifyBaseLogger;
}) {
  const { db, root, renderRoot, log } = options;
  const templates = new Map<string, { version: string; template: PageTemplate | undefined }>();
  const rendered = new Map<string, { key: string; page: Promise<PublishedPage | undefined> }>();
  // The renderer keeps its state in one process-wide content store: one page at a time.
  let queue: Promise<unknown> = Promise.resolve();

  async function templateOf(file: string): Promise<{ version: string; template?: PageTemplate }> {
    const { mtimeMs, size } = await stat(join(root, file));
    const version = `${mtimeMs}:${size}`;
    const known = templates.get(file);
    if (known?.version === version) return known;
    const read = {
      version,
      template: readPrerenderedPage(await readFile(join(root, file), 'utf8')),
    };
    templates.set(file, read);
    return read;
  }

  async function render(route: string, template: PageTemplate, stored: StoredPageContent[]) {
    const content: PublishedContentMap = {};
    for (const { page, json, etag } of stored) {
      const normalised = isPageName(page) ? normalisedContent(page, json, log) : undefined;
      if (normalised !== undefined)
        Object.assign(content, { [page]: { etag, content: normalised } });
    }
    if (Object.keys(content).length === 0) return undefined;
    const run = queue.then(() => renderRoot(route, content));
    // The queue only orders renders: this one's failure reaches its caller (logged below).
    queue = run.catch(() => undefined);
    const { hints, html: markup } = await run;
    const html = withRootMarkup(
      withImageHints(template.html, hints),
      markup,
      publishedContentScript(content),
    );
    const page: PublishedPage = { html, etag: etagFor(html) };
    compressAtBest(Buffer.from(html)).then(
      (encoded) => {
        page.encoded = encoded;
      },
      (error: unknown) => log.warn({ err: error, route }, 'compressing a rendered page failed'),
    );
    return page;
  }

  async function publishedPage(route: string, file: string): Promise<PublishedPage | undefined> {
    const { version, template } = await templateOf(file);
    if (!template || template.pages.length === 0) return undefined;
    const stored: StoredPageContent[] = [];
    for (const page of template.pages) {
      const row = await findPageContent(db, page);
      if (row) stored.push(row);
    }
    if (stored.length === 0) return undefined;
    // Normalised and rendered only when the stored content or the build has changed.
    const key = [version, ...stored.map(({ page, etag }) => `${page}=${etag}`)].join(' ');
    const cached = rendered.get(route);
    if (cached?.key === key) return cached.page;
    const page = render(route, template, stored);
    rendered.set(route, { key, page });
    // Not kept when it fails, so the next request tries again; the failure itself is logged below.
    page.catch(() => {
      if (rendered.get(route)?.page === page) rendered.delete(route);
    });
    return page;
  }

  /**
   * The page for `route` (its pre-rendered `file`, relative to the site's root) with the stored
   * content of the pages it shows; undefined when none of them has any, or when it cannot be
   * rendered (the pre-rendered file still shows the page, and the app loads the content).
   */
  return async (route: string, file: string): Promise<PublishedPage | undefined> => {
    try {
      return await publishedPage(route, file);
    } catch (error) {
      log.error({ err: error, route }, 'rendering the page with its stored content failed');
      return undefined;
    }
  };
}

export function sendPublishedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PublishedPage,
) {
  const encoding = page.encoded && acceptedEncoding(request.headers['accept-encoding']);
  const etag = encoding ? encodedEtag(page.etag, encoding) : page.etag;
  // Whatever is sent depends on Accept-Encoding. Lower case: the compression hook (app.ts)
  // adds its own unless it finds exactly this.
  reply.header('cache-control', revalidate).header('etag', etag).header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  reply.type('text/html; charset=UTF-8');
  if (encoding && page.encoded) {
    // Already compressed: the on-the-fly compression leaves a response with an encoding alone.
    return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
  }
  return reply.send(page.html);
}
