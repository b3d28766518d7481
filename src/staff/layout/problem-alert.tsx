import { Alert, type AlertProps, Button, Loader, Stack } from '@mantine/core';
import { errorMessage } from '../lib/error-message.ts';
import type { Loaded } from '../lib/use-load.ts';

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

/** What the last action came to: its problem, which can be dismissed, or what it did. */
export function ActionOutcome({
  problem,
  done,
  onDismiss,
}: {
  problem: string | undefined;
  done: string | undefined;
  onDismiss: () => void;
}) {
  return (
    <>
      {problem && <ProblemAlert onClose={onDismiss}>{problem}</ProblemAlert>}
      {done && (
        <Alert color="green" variant="light" role="status" title="Done">
          {done}
        </Alert>
      )}
    </>
  );
}

/** While a list loads, a spinner named for it; if it could not, why, with Try again. */
export function LoadProgress({
  loaded,
  label,
  onRetry,
}: {
  loaded: Loaded<unknown>;
  label: string;
  onRetry: () => void;
}) {
  if (loaded.status === 'loading') return <Loader aria-label={label} role="status" />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={onRetry} />;
  return null;
}
