import { Accordion } from '@mantine/core';
import { MantineScope } from './mantine-scope.tsx';

interface Question {
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  faqs: readonly Question[];
  /** The page's own look for each question, its button and its answer. */
  classNames: { item?: string; control?: string; answer?: string };
}

/**
 * Questions as an accordion: Tab between them, Enter or Space opens, arrows move. A deferred
 * widget on the pages that show it: Mantine's context comes with it.
 */
export function FaqAccordion({ faqs, classNames }: FaqAccordionProps) {
  return (
    <MantineScope>
      <Accordion
        variant="separated"
        radius="md"
        order={3}
        classNames={{ item: classNames.item, label: classNames.control }}
      >
        {faqs.map((faq) => (
          <Accordion.Item key={faq.question} value={faq.question}>
            <Accordion.Control>{faq.question}</Accordion.Control>
            <Accordion.Panel>
              <p className={classNames.answer}>{faq.answer}</p>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </MantineScope>
  );
}
