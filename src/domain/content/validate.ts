import { inspectPage } from './inspect-page.ts';
import { isPageName, pageNames } from './types.ts';

export type ContentValidation = { ok: true } | { ok: false; errors: string[] };

const maxErrors = 50;

/**
 * Checks content an operator is about to store, strictly: where the site would quietly fall
 * back to a default, this says exactly which field is wrong and why, e.g.
 * "heroSection.title must be text" or "coursesList.courses[2].features must be a list of text".
 * Sections and fields left out are fine (the defaults show); unknown ones are refused, since
 * they are usually typos.
 */
export function validatePageContent(page: string, value: unknown): ContentValidation {
  if (!isPageName(page)) {
    return {
      ok: false,
      errors: [`Unknown page "${page}"; expected one of: ${pageNames.join(', ')}`],
    };
  }
  let problems: string[];
  try {
    problems = inspectPage(page, value).problems;
  } catch {
    return { ok: false, errors: [`${page} content could not be read as JSON data`] };
  }
  if (problems.length === 0) return { ok: true };
  const errors = problems.slice(0, maxErrors);
  if (problems.length > maxErrors) errors.push(`…and ${problems.length - maxErrors} more problems`);
  return { ok: false, errors };
}
