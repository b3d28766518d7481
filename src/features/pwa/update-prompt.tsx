import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import classes from './pwa.module.css';
import {
  dismissOfflineReady,
  dismissUpdate,
  reloadToUpdate,
  useServiceWorker,
} from './service-worker.ts';

const offlineReadyNoticeMs = 8000;

/** Offers a new version without forcing it: a form being filled in must never be lost. */
export function UpdatePrompt() {
  const { updateWaiting, offlineReady } = useServiceWorker();

  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(dismissOfflineReady, offlineReadyNoticeMs);
    return () => clearTimeout(timer);
  }, [offlineReady]);

  if (updateWaiting) {
    return (
      <Paper className={classes.toast} shadow="lg" withBorder role="status">
        <Text fw={600}>A new version of this site is available.</Text>
        <Text size="sm" c="dimmed">
          Reload when you are ready; anything you are typing stays until then.
        </Text>
        <Group gap="xs" mt="sm">
          <Button size="xs" onClick={reloadToUpdate}>
            Reload
          </Button>
          <Button size="xs" variant="subtle" onClick={dismissUpdate}>
            Later
          </Button>
        </Group>
      </Paper>
    );
  }

  if (offlineReady) {
    return (
      <Paper className={classes.toast} shadow="lg" withBorder role="status">
        <Text fw={600}>This site now works offline.</Text>
        <Text size="sm" c="dimmed">
          Every page and course stays available without a connection.
        </Text>
        <Button size="xs" variant="subtle" mt="xs" onClick={dismissOfflineReady}>
          Dismiss
        </Button>
      </Paper>
    );
  }

  return null;
}
