import { useSyncExternalStore } from 'react';
import { installOffer, notify } from './install-offer.ts';

/** What the site can offer: the browser's own install prompt, iOS's manual steps, or nothing. */
export type InstallOption = 'prompt' | 'ios-steps' | 'none';

function runningStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone and iPad (iPadOS says it is a Mac with a touch screen) offer no prompt. */
function onIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function currentOption(): InstallOption {
  if (installOffer.installed || runningStandalone()) return 'none';
  if (installOffer.event) return 'prompt';
  return onIos() ? 'ios-steps' : 'none';
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function install(): Promise<void> {
  const offer = installOffer.event;
  if (!offer) return;
  installOffer.event = undefined;
  notify();
  await offer.prompt();
  // The visitor's answer needs nothing from here: an install is heard as `appinstalled`.
  await offer.userChoice.catch(() => undefined);
}

export function useInstallOption(): InstallOption {
  return useSyncExternalStore(
    (listener) => {
      installOffer.listeners.add(listener);
      return () => installOffer.listeners.delete(listener);
    },
    currentOption,
    () => 'none',
  );
}
