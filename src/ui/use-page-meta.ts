import { useEffect } from 'react';
import { site } from '../domain/site.ts';

interface PageMeta {
  /** The page's own name; the site title is added after it. Omit on the home page. */
  title?: string;
  description: string;
}

export function documentTitle(title?: string): string {
  return title ? `${title} | ${site.title}` : `${site.name} | ${site.title}`;
}

function setMetaContent(selector: string, content: string) {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element) element.content = content;
}

/** Gives the current route its document title and description (tabs, history, search results). */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    const fullTitle = documentTitle(title);
    document.title = fullTitle;
    setMetaContent('meta[name="description"]', description);
    setMetaContent('meta[property="og:title"]', fullTitle);
    setMetaContent('meta[property="og:description"]', description);
  }, [title, description]);
}
