/**
 * The site's forms: contact, apply and a person's request about their data. Each form's code
 * loads when it is needed (decision 044); a page holds the form's pre-rendered HTML until then
 * and resumes a draft or a correction with `useResumeForm`. Each loader has a module of its own,
 * so it travels in its page's chunk.
 */

export { loadApplicationForm } from './load-application-form.ts';

export { loadContactForm } from './load-contact-form.ts';
export { loadDataRequestForm } from './load-data-request-form.ts';
export { useResumeForm } from './use-resume-form.ts';
