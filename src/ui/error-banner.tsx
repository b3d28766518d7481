import { Alert, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The red banner a page shows above itself when its content could not be loaded. */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Container size="lg" pt="md">
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        {message}
      </Alert>
    </Container>
  );
}
