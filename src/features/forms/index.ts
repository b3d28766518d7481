/**
 * The site's forms: contact, apply and a person's request about their data. Each form's code
 * loads when it is needed (decision 044); a page holds the form's pre-rendered HTML until then
 * and resumes a draft or a correction with `useResumeForm`.
 */
export { useResumeForm } from './use-resume-form.ts';

export const loadContactForm = () =>
  import('./contact-form.tsx').then((module) => module.ContactForm);

export const loadApplicationForm = () =>
  import('./application-form.tsx').then((module) => module.ApplicationForm);

export const loadDataRequestForm = () =>
  import('./data-request-form.tsx').then((module) => module.DataRequestForm);
