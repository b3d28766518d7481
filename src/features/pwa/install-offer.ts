/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the browser has said about installing, heard from start-up. */
export const installOffer: {
  event: BeforeInstallPromptEvent | undefined;
  installed: boolean;
  listeners: Set<() => void>;
} = { event: undefined, installed: false, listeners: new Set() };

export function notify() {
  for (const listener of installOffer.listeners) listener();
}

/**
 * Listens for the browser's offer from start-up, as it may come before anything shows it; the
 * code that shows the "Install app" action loads with the footer's controls.
 */
export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The site shows its own "Install app" action instead of the browser's bar.
    event.preventDefault();
    installOffer.event = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installOffer.installed = true;
    installOffer.event = undefined;
    notify();
  });
}
