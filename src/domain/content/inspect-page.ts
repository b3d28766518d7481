import { defaultPageContent } from './defaults.ts';
import { pageSchemas } from './model.ts';
import { isSectionListPage, sectionTypes } from './page-sections.ts';
import {
  INVALID,
  inspect,
  isRecord,
  listMax,
  ownValue,
  reportUnknownKeys,
  shown,
} from './schema.ts';
import type { PageContentMap, PageName, SectionListPage } from './types.ts';

/** A page's usable content and every problem found on the way (see schema.ts). */
export interface PageInspection<P extends PageName> {
  content: PageContentMap[P];
  problems: string[];
}

const sectionEntryFields = { sectionId: true, type: true, content: true } as const;

/**
 * Gathers a list of `{sectionId, type, content}` into `{[sectionId]: content}`, the shape the
 * page's schema reads. The first section with a given id wins; unknown ids are reported, not used.
 */
function gatherSections(
  page: SectionListPage,
  raw: unknown,
  problems: string[],
): Record<string, unknown> | undefined {
  if (!Array.isArray(raw)) {
    problems.push(`${page} content must be a list of sections ({sectionId, type, content})`);
    return undefined;
  }
  const known = Object.keys(sectionTypes[page]);
  const gathered: Record<string, unknown> = {};
  if (raw.length > listMax) problems.push(`${page} content must have at most ${listMax} sections`);
  const entries: readonly unknown[] = raw.slice(0, listMax);
  entries.forEach((entry, index) => {
    const where = `sections[${index}]`;
    if (!isRecord(entry)) {
      problems.push(`${where} must be an object with sectionId, type and content`);
      return;
    }
    reportUnknownKeys(entry, sectionEntryFields, where, problems);
    const id = ownValue(entry, 'sectionId');
    if (typeof id !== 'string') {
      problems.push(`${where}.sectionId must be text`);
      return;
    }
    const type = ownValue(entry, 'type');
    if (type !== undefined && typeof type !== 'string') problems.push(`${where}.type must be text`);
    if (!known.includes(id)) {
      problems.push(
        `${where}.sectionId "${shown(id)}" is not a section of the ${page} page; expected one of: ${known.join(', ')}`,
      );
      return;
    }
    if (Object.hasOwn(gathered, id)) {
      problems.push(`${where}.sectionId "${id}" appears more than once; the first one is used`);
      return;
    }
    const content = ownValue(entry, 'content');
    if (content === undefined) {
      problems.push(`${where} (${id}) has no content`);
      return;
    }
    gathered[id] = content;
  });
  return gathered;
}

/**
 * Reads a page's backend content over its defaults. Never throws for JSON-like input; callers
 * that may hold stranger values (proxies, getters) still guard with try/catch.
 */
export function inspectPage<P extends PageName>(page: P, raw: unknown): PageInspection<P> {
  const problems: string[] = [];
  const defaults = defaultPageContent[page];
  let sections: unknown = raw;
  if (isSectionListPage(page)) {
    sections = gatherSections(page, raw, problems);
  } else if (!isRecord(raw)) {
    problems.push(`${page} content must be an object`);
  }
  if (!isRecord(sections)) return { content: defaults, problems };
  const content = inspect(pageSchemas[page], sections, '', { value: defaults }, problems);
  // With defaults to fall back on, the schema always yields a complete page.
  return {
    content: content === INVALID ? defaults : (content as PageContentMap[P]),
    problems,
  };
}
