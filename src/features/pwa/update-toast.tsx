import { useEffect } from 'react';
import { Button } from '../../ui/button.tsx';
import { Group } from '../../ui/group.tsx';
import { Text } from '../../ui/text.tsx';
import classes from './pwa.module.css';
import {
  dismissOfflineReady,
  dismissUpdate,
  reloadToUpdate,
  useServiceWorker,
} from './service-worker.ts';

const offlineReadyNoticeMs = 8000;

/**
 * Reloading would clear what a form holds: the visitor is asked first (the check's code loads
 * only then).
 */
async function reloadUnlessTyping() {
  const { pageHoldsTypedData } = await import('./typed-forms.ts');
  if (
    !pageHoldsTypedData() ||
    window.confirm(
      'A form on this page holds what you typed. Reloading now would clear it. Reload anyway?',
    )
  ) {
    await reloadToUpdate();
  }
}

const formField = 'input, textarea, select, [contenteditable="true"]';

function inFormField(): boolean {
  return document.activeElement?.matches(formField) ?? false;
}

/** Offers a new version without forcing it: a form being filled in must never be lost. */
export function UpdateToast() {
  const { updateWaiting, offlineReady } = useServiceWorker();

  useEffect(() => {
    if (!offlineReady) return;
    // The offline-ready news goes for good once the visitor is in a form field: at the foot of
    // a phone's screen it sits just above the keyboard, over the very field being typed into;
    // and brought back when they leave the field, it would appear under the finger that is
    // clicking Submit, and take the click.
    const goWhenTyping = () => {
      if (inFormField()) dismissOfflineReady();
    };
    goWhenTyping();
    document.addEventListener('focusin', goWhenTyping);
    const timer = setTimeout(dismissOfflineReady, offlineReadyNoticeMs);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', goWhenTyping);
    };
  }, [offlineReady]);

  if (updateWaiting) {
    return (
      <div className={classes.toast} role="status">
        <Text className={classes.headline}>A new version of this site is available.</Text>
        <Text size="sm" dimmed>
          Reload when you are ready; anything you are typing stays until then.
        </Text>
        <Group gap="xs" className={classes.actions}>
          <Button size="xs" onClick={() => void reloadUnlessTyping()}>
            Reload
          </Button>
          <Button size="xs" look="subtle" onClick={dismissUpdate}>
            Later
          </Button>
        </Group>
      </div>
    );
  }

  if (offlineReady && !inFormField()) {
    return (
      <div className={classes.toast} role="status">
        <Text className={classes.headline}>This site now works offline.</Text>
        <Text size="sm" dimmed>
          Every page and course stays available without a connection.
        </Text>
        <Button size="xs" look="subtle" className={classes.dismiss} onClick={dismissOfflineReady}>
          Dismiss
        </Button>
      </div>
    );
  }

  return null;
}
