import { courseCtaHref } from '../../domain/course-pages/format.ts';
import type { CoursePage } from '../../domain/course-pages/types.ts';
import { paths } from '../../domain/paths.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
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
          <ButtonLink to={courseCtaHref} size="md" look="accent-soft">
            {closing.cta}
          </ButtonLink>
          <ButtonLink
            to={paths.contact}
            size="md"
            look="outline-on-dark"
            className={classes.secondary}
          >
            Talk to a Counsellor
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
