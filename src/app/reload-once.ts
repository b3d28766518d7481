import { pageHoldsTypedData } from '../features/pwa/index.ts';

const reloadedKey = 'page-loaded-after-release';

/**
 * After a release, the page itself (the new release's HTML) has the code it needs: it is
 * loaded once. Never twice for the same page from the same build, so a release that is broken
 * cannot make a loop; never over a form holding what the visitor typed. The address bar
 * already shows `href`. False when it was not loaded.
 */
export function reloadOnce(href: string): boolean {
  // The build is named by this module's own hashed file.
  const mark = `${import.meta.url} ${href}`;
  try {
    if (pageHoldsTypedData() || sessionStorage.getItem(reloadedKey) === mark) return false;
    sessionStorage.setItem(reloadedKey, mark);
  } catch {
    // Without storage the guard cannot be kept: the visitor chooses.
    return false;
  }
  window.location.reload();
  return true;
}
