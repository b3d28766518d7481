import { whenConnectionBack } from './connection-back.ts';
import { dropFailedStylesheets } from './failed-stylesheets.ts';

/**
 * Loads code that has failed to load again and again, each time the connection seems back
 * (less often after each failure: a release may have removed the file for good). `failing`
 * is told whether the last attempt failed.
 */
export async function loadUntilLoaded<T>(
  load: () => Promise<T>,
  failing: (failed: boolean) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const loaded = await load();
      failing(false);
      return loaded;
    } catch {
      failing(true);
      await new Promise<void>((back) =>
        whenConnectionBack(window.location.pathname, back, attempt),
      );
      dropFailedStylesheets();
    }
  }
}
