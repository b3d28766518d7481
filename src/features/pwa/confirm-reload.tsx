import { Button } from '../../ui/button.tsx';
import { Group } from '../../ui/group.tsx';
import { Text } from '../../ui/text.tsx';
import classes from './pwa.module.css';
import { reloadToUpdate } from './service-worker.ts';

export { pageHoldsTypedData } from './typed-forms.ts';

/** Reloading for a new version would clear what a form holds: the visitor decides. */
export function ConfirmReload({ onKeep }: { onKeep: () => void }) {
  return (
    <div className={classes.toast} role="alert">
      <Text className={classes.headline}>A form on this page holds what you typed.</Text>
      <Text size="sm" dimmed>
        Reloading now would clear it. Send or finish it first, or reload anyway.
      </Text>
      <Group gap="xs" className={classes.actions}>
        <Button size="xs" look="subtle" onClick={onKeep}>
          Keep my typing
        </Button>
        <Button size="xs" look="default" onClick={reloadToUpdate}>
          Reload anyway
        </Button>
      </Group>
    </div>
  );
}
