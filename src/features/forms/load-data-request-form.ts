/** The data request form's code, asked for by its page (decision 044). */
export const loadDataRequestForm = () =>
  import('./data-request-form.tsx').then((module) => module.DataRequestForm);
