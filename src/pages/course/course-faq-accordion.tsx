import { Accordion } from '@mantine/core';
import type { CourseFaq } from '../../domain/course-pages/types.ts';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import classes from './course-faqs.module.css';

/** The questions as an accordion: Tab between them, Enter or Space opens, arrows move. */
export function CourseFaqAccordion({ faqs }: { faqs: readonly CourseFaq[] }) {
  return (
    <MantineScope>
      <Accordion
        variant="separated"
        radius="md"
        order={3}
        classNames={{ item: classes.item, label: classes.control }}
      >
        {faqs.map((faq) => (
          <Accordion.Item key={faq.question} value={faq.question}>
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
