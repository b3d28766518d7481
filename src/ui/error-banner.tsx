import { IconAlertTriangle } from '@tabler/icons-react';
import { Container } from './container.tsx';
import classes from './error-banner.module.css';

/** The red banner a page shows above itself when its content could not be loaded. */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Container size="lg" className={classes.wrap}>
      <div className={classes.alert} role="alert">
        <span className={classes.icon}>
          <IconAlertTriangle aria-hidden />
        </span>
        <div className={classes.message}>{message}</div>
      </div>
    </Container>
  );
}
