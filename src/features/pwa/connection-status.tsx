import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import classes from './pwa.module.css';

/** Tells a visitor on a lost connection that the site still works, rather than failing quietly. */
export function ConnectionStatus() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <div className={classes.offline} role="status">
      <IconWifiOff size={18} aria-hidden />
      <span>You are offline. Pages you have opened on this device still work.</span>
    </div>
  );
}
