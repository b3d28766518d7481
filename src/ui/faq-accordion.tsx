import classes from './faq-accordion.module.css';
import { Icon } from './icon.tsx';

export interface Question {
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  faqs: readonly Question[];
  /** Names the group: opening one question closes the one open before (one open at a time). */
  name: string;
}

/**
 * Questions as native disclosures, one open at a time (`<details name>`): they open on the
 * first tap or key press whether or not the app has started, and without JavaScript. React
 * never sets `open`, so a question opened before the app started stays open when it hydrates.
 */
export function FaqAccordion({ faqs, name }: FaqAccordionProps) {
  return (
    <div className={classes.list}>
      {faqs.map((faq) => (
        <details key={faq.question} name={name} className={classes.item}>
          <summary className={classes.control}>
            <h3 className={classes.label}>{faq.question}</h3>
            <Icon name="chevron-down" size={18} className={classes.chevron} />
          </summary>
          <div className={classes.panel}>
            <p className={classes.answer}>{faq.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
