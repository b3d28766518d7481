import { type Infer, list, object } from './schema.ts';
import { email, longText, phone, shortText, text } from './schema-text.ts';

/** The contact page (product §3), sent by the backend as a list of sections. */

const contactInfo = object({ address: text(), phone: phone(), email: email() });
export type ContactInfo = Infer<typeof contactInfo>;

const faq = object({ question: text(), answer: longText() });
export type Faq = Infer<typeof faq>;

export const contactContent = object({
  hero: object({ heroTitle: shortText(), heroSubtitle: text() }),
  contactInfo,
  faqs: object({ faqTitle: shortText(), faqs: list(faq) }),
});
export type ContactContent = Infer<typeof contactContent>;
