import { Accordion, Container } from '@mantine/core';
import type { CourseFaq } from '../../domain/course-pages/types.ts';
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
      </Container>
    </section>
  );
}
