import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { PublishedContentMap } from '../../domain/content/published-content.ts';
import { type PageName, pageNames } from '../../domain/content/types.ts';
import {
  resetContentStore,
  setPrerenderedContent,
  setPublishedContent,
  takePrerenderedContent,
} from '../../features/content/index.ts';
import { type PageMeta, PageMetaCollector } from '../../ui/use-page-meta.ts';
import { AppRoutes } from '../app.tsx';
import { pageSources, preloadAllPages } from '../router.tsx';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  meta: PageMeta;
  /** The pages whose built-in content the markup shows; the browser starts from the same. */
  contentPages: PageName[];
  /** The page modules rendered, by their path from src/app/router.tsx. */
  sources: string[];
}

/**
 * Renders the app at `location` as a first visit would see it once the page's code has arrived:
 * with the built-in default content, or the already normalised `published` content where given;
 * no loaders. Not re-entrant (the content store is one per process): the server renders one
 * page at a time.
 */
export async function renderPage(
  location: string,
  published: PublishedContentMap = {},
): Promise<RenderedPage> {
  await preloadAllPages();
  // Every page starts from the content the browser will start from on hydrating; nothing is
  // fetched while pre-rendering (effects do not run on the server).
  resetContentStore();
  setPrerenderedContent(pageNames);
  setPublishedContent({ ...published });
  let meta: PageMeta | undefined;
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <PageMetaCollector
          value={(collected) => {
            meta = collected;
          }}
        >
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </PageMetaCollector>
      </StrictMode>,
      {
        // Large boundaries would otherwise be sent after their fallback and revealed by inline
        // scripts, which the site's CSP forbids; the whole page is known at build time anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          errors.push(error);
        },
      },
    );
    if (errors.length > 0) throw new AggregateError(errors, `Pre-rendering ${location} failed`);
    const html = await new Response(prelude).text();
    if (!meta) throw new Error(`The page at ${location} never called usePageMeta`);
    const contentPages = pageNames.filter((page) => !takePrerenderedContent(page));
    return { html, meta, contentPages, sources: pageSources(location) };
  } finally {
    resetContentStore();
    setPrerenderedContent([]);
    setPublishedContent({});
  }
}
