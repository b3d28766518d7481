import { paths } from '../../domain/paths.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { Group } from '../../ui/group.tsx';
import { Text } from '../../ui/text.tsx';
import { Title } from '../../ui/title.tsx';
import classes from './render-failed.module.css';

/**
 * What shows where a page (or the whole app) threw while rendering. The home page link loads
 * it from the server: the app that threw may not be able to show it.
 */
export function RenderFailed({ reset }: { reset: () => void }) {
  return (
    <Container size="sm" className={classes.failed}>
      <Title order={1}>Something went wrong</Title>
      <Text size="lg" className={classes.lead}>
        This page could not be shown. Try again, or go back to the home page.
      </Text>
      <Group gap="sm" className={classes.actions}>
        <Button onClick={reset}>Try again</Button>
        <ButtonLink look="outline" href={paths.home}>
          Back to the home page
        </ButtonLink>
      </Group>
    </Container>
  );
}
