import { Button, Container, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { screenTitle } from '../layout/screen.tsx';

/**
 * A screen that failed to render, or whose code did not load (a new release since the page
 * opened, a dropped connection): said plainly, with a way on.
 */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    document.title = screenTitle('Something went wrong');
    console.error(error);
  }, [error]);
  return (
    <Container component="main" size="xs" py="xl">
      <h1>Something went wrong</h1>
      <Text mb="md">This screen could not be shown. Reloading the page usually mends it.</Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Container>
  );
}
