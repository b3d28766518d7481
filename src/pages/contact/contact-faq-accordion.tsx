import { Accordion } from '@mantine/core';
import type { Faq } from '../../domain/content/types.ts';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import classes from './contact-faq.module.css';

/** Questions as an accordion: Tab between them, Enter or Space opens, arrows move. */
export function ContactFaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <MantineScope>
      <Accordion
        variant="separated"
        radius="md"
        order={3}
        classNames={{ item: classes.item, label: classes.control }}
      >
        {faqs.map((faq, index) => (
          <Accordion.Item key={faq.question} value={`faq-${index}`}>
            <Accordion.Control>{faq.question}</Accordion.Control>
            <Accordion.Panel>
              <p className={classes.answer}>{faq.answer}</p>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </MantineScope>
  );
}
