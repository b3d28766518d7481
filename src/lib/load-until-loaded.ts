import { whenConnectionBack } from './connection-back.ts';
import { loadFailedStylesheets } from './failed-stylesheets.ts';
import { report } from './report.ts';

/**
 * Loads code that has failed to load again and again, each time the connection seems back
 * (less often after each failure: a release may have removed the file for good). `failing`
 * is told whether the last attempt failed and, when it did, how to try again at once (the
 * visitor's Try again) instead of waiting for the connection's return.
 */
export async function loadUntilLoaded<T>(
  load: () => Promise<T>,
  failing: (failed: boolean, tryNow?: () => void) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      // A stylesheet that failed with the code is asked for again: the part needs both.
      const [loaded] = await Promise.all([load(), loadFailedStylesheets()]);
      failing(false);
      return loaded;
    } catch (error) {
      // The visitor is told (`failing`, with Try again); so is a developer, for code that throws.
      report('A part of the page could not load its code', error);
      await new Promise<void>((back) => {
        const stop = whenConnectionBack(window.location.pathname, back, attempt);
        failing(true, () => {
          stop();
          back();
        });
      });
    }
  }
}
