import { createContext, useContext, useEffect } from 'react';
import { site } from '../domain/site.ts';
import { config } from '../lib/config.ts';

export interface PageMeta {
  /** The page's own name; the site title is added after it. Omit on the home page. */
  title?: string;
  description: string;
}

export function documentTitle(title?: string): string {
  return title ? `${title} | ${site.title}` : `${site.name} | ${site.title}`;
}

/** Pre-rendering provides one: the page's meta goes into the HTML's head at build time. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

function setAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Gives the current route its document title, description, canonical URL and share card
 * (tabs, history, search results, links shared from a page the visitor moved to in the app).
 */
export function usePageMeta(meta: PageMeta) {
  const collect = useContext(PageMetaCollector);
  collect?.(meta);
  const { title, description } = meta;
  useEffect(() => {
    const fullTitle = documentTitle(title);
    const url = `${config.siteUrl}${window.location.pathname}`;
    document.title = fullTitle;
    setAttribute('meta[name="description"]', 'content', description);
    setAttribute('meta[property="og:title"]', 'content', fullTitle);
    setAttribute('meta[property="og:description"]', 'content', description);
    setAttribute('meta[name="twitter:title"]', 'content', fullTitle);
    setAttribute('meta[name="twitter:description"]', 'content', description);
    setAttribute('meta[property="og:url"]', 'content', url);
    setAttribute('link[rel="canonical"]', 'href', url);
  }, [title, description]);
}
