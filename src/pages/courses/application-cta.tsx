import type { ApplicationCta as ApplicationCtaContent } from '../../domain/content/model-courses.ts';
import { paths } from '../../domain/paths.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { Icon } from '../../ui/icon.tsx';
import classes from './application-cta.module.css';

/** The call to apply after the course grid, with the months a new batch starts. */
export function ApplicationCta({ content }: { content: ApplicationCtaContent }) {
  return (
    <section aria-labelledby="application-cta-heading" className={classes.section}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <h2 id="application-cta-heading" className={classes.title}>
            {content.title}
          </h2>
          <p className={classes.description}>{content.description}</p>
          <div className={classes.actions}>
            <ButtonLink to={paths.apply} size="md" look="accent-soft">
              Apply Now
            </ButtonLink>
            <ButtonLink
              to={paths.contact}
              size="md"
              look="outline-on-dark"
              className={classes.secondary}
            >
              Request Information
            </ButtonLink>
          </div>
        </div>
        {content.keyMonths.length > 0 && (
          <div className={classes.months}>
            <h3 className={classes.monthsTitle}>
              <Icon name="calendar-event" size={22} />
              {content.keyMonthsTitle}
            </h3>
            <ul className={classes.monthList}>
              {content.keyMonths.map((month) => (
                <li key={month}>{month}</li>
              ))}
            </ul>
          </div>
        )}
      </Container>
    </section>
  );
}
