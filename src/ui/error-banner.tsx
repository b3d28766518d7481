import { Container } from './container.tsx';
import classes from './error-banner.module.css';
import { Icon } from './icon.tsx';

/** The red banner a page shows above itself when its content could not be loaded. */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Container size="lg" className={classes.wrap}>
      <div className={classes.alert} role="alert">
        <span className={classes.icon}>
          <Icon name="alert-triangle" />
        </span>
        <div className={classes.message}>{message}</div>
      </div>
    </Container>
  );
}

/**
 * The quiet line a page shows when it renders a copy saved on this device because the backend
 * could not be reached: honest about the date, and not an error (the red banner above is for
 * when the built-in defaults are what is shown).
 */
export function SavedCopyNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  // Laid over the top of the page rather than pushing it down: it often appears a moment
  // after the page, and must not move what the visitor is reading.
  return (
    <div className={classes.noticeAnchor}>
      <Container size="lg">
        <p className={classes.notice} role="status">
          {message}
        </p>
      </Container>
    </div>
  );
}
