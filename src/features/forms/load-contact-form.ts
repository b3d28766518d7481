/** The contact form's code, asked for by its page (decision 044). */
export const loadContactForm = () =>
  import('./contact-form.tsx').then((module) => module.ContactForm);
