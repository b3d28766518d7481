/**
 * A page's editable content: what the server published (in the page's HTML first), the copy
 * saved on this device, or the built-in defaults — and which of them the page shows.
 */
export {
  contentStore,
  loadEveryPage,
  resetContentStore,
  usePageContent,
} from './content-store.ts';
export {
  setPrerenderedContent,
  setPublishedContent,
  takePrerenderedContent,
} from './prerendered-content.ts';
