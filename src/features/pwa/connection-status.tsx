import { useEffect, useSyncExternalStore } from 'react';
import { isOffline, subscribeConnection } from '../../lib/connection.ts';
import { request } from '../../lib/http.ts';
import { Icon } from '../../ui/icon.tsx';
import classes from './pwa.module.css';

// The pre-rendered page (and hydration) assume a connection; what the site observes follows.
const offlineWhenPrerendered = () => false;

/** While offline, the site asks now and then whether the connection is back. */
const probeEveryMs = 30_000;

/** Tells a visitor on a lost connection that the site still works, rather than failing quietly. */
export function ConnectionStatus() {
  const offline = useSyncExternalStore(subscribeConnection, isOffline, offlineWhenPrerendered);
  useEffect(() => {
    if (!offline) return;
    // A page opened while the site last found no connection may ask nothing of its own, and a
    // connection that comes back without an online event (it never went, to the browser) would
    // otherwise go unnoticed: the answer (or its failure) decides.
    const probe = () => void request('/health');
    probe();
    const timer = setInterval(probe, probeEveryMs);
    return () => clearInterval(timer);
  }, [offline]);
  if (!offline) return null;
  return (
    <div className={classes.offline} role="status" data-offline-notice>
      <Icon name="wifi-off" size={18} />
      <span>You are offline. Pages you have opened on this device still work.</span>
    </div>
  );
}
