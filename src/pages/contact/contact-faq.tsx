import type { FaqSection } from '../../domain/content/types.ts';
import { Container } from '../../ui/container.tsx';
import { FaqAccordion } from '../../ui/faq-accordion.tsx';
import classes from './contact-faq.module.css';

/** The questions visitors ask, under the heading the content gives them. */
export function ContactFaq({ content }: { content: FaqSection }) {
  if (content.faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className={classes.section}>
      <Container size="md">
        <h2 id="faq-heading" className={classes.heading}>
          {content.faqTitle}
        </h2>
        <FaqAccordion name="contact-faq" faqs={content.faqs} classNames={classes} />
      </Container>
    </section>
  );
}
