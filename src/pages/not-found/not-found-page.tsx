import { paths } from '../../domain/paths.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { Link } from '../../ui/link.tsx';
import { Text } from '../../ui/text.tsx';
import { Title } from '../../ui/title.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import classes from './not-found-page.module.css';

export function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'The page you were looking for is not on this site.',
  });
  return (
    <Container size="sm" className={classes.page}>
      <Text className={classes.code} aria-hidden>
        404
      </Text>
      <Title order={1} className={classes.title}>
        Page not found
      </Title>
      <Text size="lg" className={classes.lead}>
        We could not find that page. It may have moved, or the address may have a typo.
      </Text>
      <ButtonLink to={paths.home} size="md" className={classes.home}>
        Back to the home page
      </ButtonLink>
      <Text className={classes.more}>Or try one of these:</Text>
      <ul className={classes.links}>
        <li>
          <Link to={paths.courses}>All courses</Link>
        </li>
        <li>
          <Link to={paths.apply}>Apply for a course</Link>
        </li>
        <li>
          <Link to={paths.contact}>Contact us</Link>
        </li>
      </ul>
    </Container>
  );
}
