import type { CourseFaq } from '../../domain/course-pages/types.ts';
import { Container } from '../../ui/container.tsx';
import { FaqAccordion } from '../../ui/faq-accordion.tsx';
import classes from './course-faqs.module.css';

/** The questions students ask about this course, when it has any. */
export function CourseFaqs({ faqs }: { faqs: readonly CourseFaq[] | undefined }) {
  if (!faqs || faqs.length === 0) return null;
  return (
    <section aria-labelledby="course-faq-heading" className={classes.section}>
      <Container size="md">
        <h2 id="course-faq-heading" className={classes.heading}>
          Frequently Asked Questions
        </h2>
        <FaqAccordion name="course-faq" faqs={faqs} classNames={classes} />
      </Container>
    </section>
  );
}
