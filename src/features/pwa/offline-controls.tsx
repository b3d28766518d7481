import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { install, useInstallOption } from './install.ts';
import classes from './offline-controls.module.css';

/** The saving itself, and its progress, load only when the visitor asks for them. */
const SaveOfflinePanel = lazyPart(
  () => import('./save-offline-panel.tsx').then((module) => module.SaveOfflinePanel),
  {
    loading: (
      <p className={classes.status} role="status">
        Preparing to save…
      </p>
    ),
  },
);

/**
 * The footer's "Install app" (where the browser offers it, or iOS's steps) and "Save for offline
 * use" (for counsellors taking the site to an event).
 */
export function OfflineControls() {
  const hydrated = useHydrated();
  const option = useInstallOption();
  // Each click saves again (content may have changed since); not while a save is running.
  const [runs, setRuns] = useState(0);
  const [saving, setSaving] = useState(false);
  return (
    <div className={classes.controls}>
      <div className={classes.buttons}>
        <Button
          size="xs"
          look="outline-on-dark"
          disabled={!hydrated || saving}
          onClick={() => {
            setSaving(true);
            setRuns((count) => count + 1);
          }}
        >
          Save for offline use
        </Button>
        {option === 'prompt' && (
          <Button size="xs" look="white" onClick={() => void install()}>
            Install app
          </Button>
        )}
      </div>
      {option === 'ios-steps' && (
        <p className={classes.steps}>To install this app: tap Share, then Add to Home Screen.</p>
      )}
      {runs > 0 && <SaveOfflinePanel key={runs} onDone={() => setSaving(false)} />}
    </div>
  );
}
