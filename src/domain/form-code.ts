/**
 * The forms whose code a page fetches once idle, so a visitor who loses the connection after
 * reading the page can still send (and keep) the form; named as their drafts are. The build
 * lists each one's files in `formCodeFile` (tools/form-code/plugin.ts).
 */
export type FormName = 'inquiry' | 'application' | 'data-request';

export const formCodeFile = 'form-code.json';
