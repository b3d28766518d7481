import { paths } from '../../domain/paths.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Text } from '../../ui/text.tsx';
import { usePageOpenProblem } from '../page-open-problem.ts';
import { contactNav, courseNav, primaryNav } from './nav-items.ts';
import classes from './page-open-notice.module.css';

/** The page's name as the menus give it. */
function pageName(pathname: string): string {
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  const named = [
    ...primaryNav,
    ...courseNav,
    contactNav,
    { label: 'Courses', to: paths.courses },
    { label: 'Apply', to: paths.apply },
  ].find((item) => item.to.toLowerCase() === path);
  return named?.label ?? 'this page';
}

/** Said when the page the visitor asked for could not open: they stay on the one they had. */
export function PageOpenNotice() {
  const problem = usePageOpenProblem();
  if (!problem) return null;
  const { pathname, href, online, retry } = problem;
  const name = pageName(pathname);
  return (
    <div className={classes.notice} role="alert">
      <Text className={classes.headline}>
        Couldn't open {name} — {online ? 'the site has just been updated' : 'no connection'}.
      </Text>
      <Text size="sm" dimmed>
        {online
          ? 'Open it to load the new version.'
          : "It opens by itself when you're back online."}
      </Text>
      {online ? (
        <ButtonLink size="xs" href={href} className={classes.action}>
          Open {name === 'this page' ? 'it' : name}
        </ButtonLink>
      ) : (
        <Button size="xs" className={classes.action} onClick={retry}>
          Try again
        </Button>
      )}
    </div>
  );
}
