import classes from './page-loader.module.css';
import { Text } from './text.tsx';

interface PageLoaderProps {
  label?: string;
}

/** What a page shows while its content or code is on the way. */
export function PageLoader({ label = 'Loading content...' }: PageLoaderProps) {
  return (
    <div className={classes.loader} role="status">
      <span className={classes.spinner} aria-hidden />
      <Text dimmed>{label}</Text>
    </div>
  );
}
