import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import classes from './pwa.module.css';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

// The pre-rendered page (and hydration) assume a connection; the browser's answer follows.
const isOnline = () => navigator.onLine;
const onlineWhenPrerendered = () => true;

/** Tells a visitor on a lost connection that the site still works, rather than failing quietly. */
export function ConnectionStatus() {
  // Only whether there is a connection, so not @mantine/hooks' useNetwork with its connection
  // details: this runs on every first visit.
  const online = useSyncExternalStore(subscribe, isOnline, onlineWhenPrerendered);
  if (online) return null;
  return (
    <div className={classes.offline} role="status" data-offline-notice>
      <IconWifiOff size={18} aria-hidden />
      <span>You are offline. Pages you have opened on this device still work.</span>
    </div>
  );
}
