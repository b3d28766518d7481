import type { ReactNode } from 'react';
import classes from './needs-connection.module.css';

interface NeedsConnectionProps {
  /** Loads the part at once, rather than when the connection seems back. */
  tryNow: () => void;
  /** What the part says instead of the short line (a form says what happens to the typed). */
  children?: ReactNode;
}

/**
 * What stands where a part of the page would be when its code could not load: quiet, in the
 * part's own place, the rest of the page untouched. It goes by itself once the code loads.
 */
export function NeedsConnection({
  tryNow,
  children = 'Needs a connection.',
}: NeedsConnectionProps) {
  return (
    <p className={classes.line}>
      <span role="status">{children}</span>{' '}
      <button type="button" className={classes.tryNow} onClick={tryNow}>
        Try again
      </button>
    </p>
  );
}
