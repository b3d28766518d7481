/** The application form's code, asked for by its page (decision 044). */
export const loadApplicationForm = () =>
  import('./application-form.tsx').then((module) => module.ApplicationForm);
