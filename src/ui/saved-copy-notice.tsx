import { IconCloudOff } from '@tabler/icons-react';
import { Container } from './container.tsx';
import classes from './saved-copy-notice.module.css';

/**
 * The quiet line a page shows when it draws a copy saved on this device because the backend
 * could not be reached: honest about the date, not an error (the red banner is for defaults).
 */
export function SavedCopyNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Container size="lg" className={classes.wrap}>
      <p className={classes.notice} role="status">
        <IconCloudOff size={16} aria-hidden />
        <span>{message}</span>
      </p>
    </Container>
  );
}
