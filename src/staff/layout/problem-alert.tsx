import { Alert, type AlertProps, Button, Stack } from '@mantine/core';
import { errorMessage } from '../lib/error-message.ts';

/** A problem the person should read now: announced by screen readers as it appears. */
export function ProblemAlert({ children, ...props }: Omit<AlertProps, 'color' | 'role'>) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      withCloseButton={Boolean(props.onClose)}
      closeButtonLabel="Dismiss"
      {...props}
    >
      {children}
    </Alert>
  );
}

/** What could not be loaded, in the server's words, with a way to ask again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <ProblemAlert>
      <Stack gap="xs" align="flex-start">
        {errorMessage(error)}
        <Button variant="default" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </ProblemAlert>
  );
}
