import { Alert, type AlertProps } from '@mantine/core';

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
