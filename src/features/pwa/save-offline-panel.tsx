import { useEffect, useRef, useState } from 'react';
import classes from './offline-controls.module.css';
import { type WarmUpProgress, warmUp } from './warm-up.ts';

interface StorageFigures {
  usage: number;
  quota: number;
}

/** 1.2 MB, 340 kB, 2.1 GB: enough to judge, not a byte count. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}

export function progressText(progress: WarmUpProgress): string {
  return `${progress.pagesDone} of ${progress.pagesTotal} pages, ${progress.imagesDone} of ${progress.imagesTotal} images`;
}

async function storageFigures(): Promise<StorageFigures | undefined> {
  // A probe: without figures the panel leaves the storage line out.
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (!estimate || estimate.usage === undefined || estimate.quota === undefined) return undefined;
  return { usage: estimate.usage, quota: estimate.quota };
}

/** True, false, or undefined when the browser cannot be asked. */
async function askToPersist(): Promise<boolean | undefined> {
  if (!navigator.storage?.persist) return undefined;
  // The browser would not be asked: the panel says it cannot be.
  return navigator.storage.persist().catch(() => undefined);
}

/** Saves the whole site on this device, saying how far it has got and what it costs. */
export function SaveOfflinePanel({ onDone }: { onDone: () => void }) {
  // Told once, whatever the parent passes on later renders: saving runs once per panel.
  const done$ = useRef(onDone);
  done$.current = onDone;
  const [progress, setProgress] = useState<WarmUpProgress | undefined>();
  const [done, setDone] = useState(false);
  const [storage, setStorage] = useState<StorageFigures | undefined>();
  const [persisted, setPersisted] = useState<boolean | undefined | 'asking'>('asking');

  useEffect(() => {
    let live = true;
    void (async () => {
      // Asked first, while the click that started this still counts as the visitor's gesture.
      const granted = askToPersist();
      const final = await warmUp((next) => live && setProgress(next));
      const [figures, persist] = await Promise.all([storageFigures(), granted]);
      if (!live) return;
      setProgress(final);
      setStorage(figures);
      setPersisted(persist);
      setDone(true);
      done$.current();
    })();
    return () => {
      live = false;
    };
  }, []);

  const failed = progress?.imagesFailed ?? 0;
  const pagesFailed = progress?.pagesFailed ?? 0;
  return (
    <div className={classes.panel}>
      <p role="status">
        {done ? 'Saved for offline use: ' : 'Saving for offline use: '}
        {progress ? progressText(progress) : 'starting…'}
      </p>
      {progress && (
        <progress
          aria-label="Saving for offline use"
          value={progress.pagesDone + progress.imagesDone + failed}
          max={progress.pagesTotal + Math.max(progress.imagesTotal, 1)}
        />
      )}
      {done && (
        <>
          <p>
            {pagesFailed > 0
              ? `Not complete: ${pagesFailed} of ${progress?.pagesTotal} pages could not be fetched now (is the connection working?). Try again when online.`
              : failed === 0
                ? 'Ready: every page, course and image opens without a connection.'
                : `Ready, except ${failed} ${failed === 1 ? 'image' : 'images'} that could not be fetched.`}
          </p>
          {storage && (
            <p>
              Storage: {formatBytes(storage.usage)} used, {formatBytes(storage.quota)} available.
            </p>
          )}
          <p>
            {persisted === true
              ? 'This browser will keep the saved site until you remove it.'
              : persisted === false
                ? 'This browser did not grant persistent storage: it may clear the saved site if the device runs short of space.'
                : 'This browser cannot be asked to keep the saved site: it may clear it if the device runs short of space.'}
          </p>
        </>
      )}
    </div>
  );
}
