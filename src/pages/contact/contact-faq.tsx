import { Accordion, Container } from '@mantine/core';
import type { FaqSection } from '../../domain/content/types.ts';
import classes from './contact-faq.module.css';

/** Questions as an accordion: Tab between them, Enter or Space opens, arrows move. */
export function ContactFaq({ content }: { content: FaqSection }) {
  if (content.faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className={classes.section}>
      <Container size="md">
        <h2 id="faq-heading" className={classes.heading}>
          {content.faqTitle}
        </h2>
        <Accordion
          variant="separated"
          radius="md"
          order={3}
          classNames={{ item: classes.item, label: classes.control }}
        >
          {content.faqs.map((faq, index) => (
            <Accordion.Item key={faq.question} value={`faq-${index}`}>
              <Accordion.Control>{faq.question}</Accordion.Control>
              <Accordion.Panel>
                <p className={classes.answer}>{faq.answer}</p>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}
