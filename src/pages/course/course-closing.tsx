import { Button, Container } from '@mantine/core';
import { Link } from 'react-router-dom';
import { courseCtaHref } from '../../domain/course-pages/format.ts';
import type { CoursePage } from '../../domain/course-pages/types.ts';
import { paths } from '../../domain/paths.ts';
import classes from './course-closing.module.css';

/** The last word: a reason to apply now, and someone to talk to first. */
export function CourseClosing({ closing }: { closing: CoursePage['closing'] }) {
  return (
    <section aria-labelledby="closing-heading" className={classes.section}>
      <Container size="md" className={classes.inner}>
        <h2 id="closing-heading" className={classes.title}>
          {closing.title}
        </h2>
        <p className={classes.text}>{closing.text}</p>
        <div className={classes.actions}>
          <Button component={Link} to={courseCtaHref} size="md" color="accent.3" autoContrast>
            {closing.cta}
          </Button>
          <Button
            component={Link}
            to={paths.contact}
            size="md"
            variant="outline"
            color="white"
            className={classes.secondary}
          >
            Talk to a Counsellor
          </Button>
        </div>
      </Container>
    </section>
  );
}
