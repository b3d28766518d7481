import { Container } from './container.tsx';
import { FaqAccordion, type Question } from './faq-accordion.tsx';
import classes from './faq-section.module.css';

interface FaqSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  faqs: readonly Question[];
  /** Names the group of questions: one open at a time. */
  name: string;
  /** On a light grey band, where the section before it is white. */
  tinted?: boolean;
}

/** A page's frequently asked questions under their heading; nothing when there are none. */
export function FaqSection({ id, title, faqs, name, tinted = false }: FaqSectionProps) {
  if (faqs.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className={tinted ? `${classes.section} ${classes.tinted}` : classes.section}
    >
      <Container size="md">
        <h2 id={id} className={classes.heading}>
          {title}
        </h2>
        <FaqAccordion name={name} faqs={faqs} />
      </Container>
    </section>
  );
}
