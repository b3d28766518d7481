import { expect, test } from 'vitest';
import { defaultPageContent } from './defaults.ts';
import { toPageDocument } from './page-sections.ts';
import { listMax } from './schema.ts';
import { shortTextMax } from './schema-text.ts';
import { pageNames } from './types.ts';
import { validatePageContent } from './validate.ts';

function errorsOf(page: string, value: unknown): string[] {
  const verdict = validatePageContent(page, value);
  return verdict.ok ? [] : verdict.errors;
}

test('every page accepts its own defaults, as the backend would store them', () => {
  for (const page of pageNames) {
    expect(validatePageContent(page, toPageDocument(page, defaultPageContent[page]))).toEqual({
      ok: true,
    });
  }
});

test('leaving sections and fields out is fine: the defaults show', () => {
  expect(validatePageContent('home', {})).toEqual({ ok: true });
  expect(validatePageContent('home', { heroSection: { title: 'New batch in May' } })).toEqual({
    ok: true,
  });
  expect(validatePageContent('about', [])).toEqual({ ok: true });
});

test('an unknown page name is refused', () => {
  expect(errorsOf('blog', {})).toEqual([
    'Unknown page "blog"; expected one of: home, about, courses, contact, apply, stats',
  ]);
});

test('a page of the wrong shape is refused', () => {
  expect(errorsOf('home', [])).toEqual(['home content must be an object']);
  expect(errorsOf('apply', 'Apply now')).toEqual(['apply content must be an object']);
  expect(errorsOf('about', { hero: {} })).toEqual([
    'about content must be a list of sections ({sectionId, type, content})',
  ]);
});

test('fields of the wrong type are named with their path', () => {
  expect(
    errorsOf('home', {
      heroSection: { title: 42, studentImages: 'student.webp', ctaButtons: [{ text: '' }] },
      stats: {
        stats: [
          { label: 'Students', value: 100 },
          { label: 'Rate', value: '98%' },
        ],
      },
    }),
  ).toEqual([
    'heroSection.title must be text',
    'heroSection.studentImages must be a list of images (site paths or https URLs)',
    'heroSection.ctaButtons[0].text must not be empty',
    'stats.stats[1].value must be a number of 0 or more, or numeric text such as "98"',
  ]);
});

test('course features that are not a list of text are refused', () => {
  const course = { title: 'Python', description: 'Learn Python.', features: ['Loops'] };
  expect(
    errorsOf('courses', [
      {
        sectionId: 'coursesList',
        type: 'courses',
        content: {
          courses: [
            course,
            course,
            { ...course, features: ['Loops', 7] },
            { ...course, features: 'Loops' },
          ],
        },
      },
    ]),
  ).toEqual([
    'coursesList.courses[2].features must be a list of text',
    'coursesList.courses[3].features must be a list of text',
  ]);
});

test('required fields of list items, unsafe links and bad choices are reported', () => {
  expect(
    errorsOf('home', {
      heroSection: { ctaButtons: [{ text: 'Go', link: 'javascript:alert(1)', variant: 'huge' }] },
      featuredCourses: {
        courses: [{ title: 'Drones', icon: 'Drone', imageUrl: 'http://a.example/a.jpg' }],
      },
    }),
  ).toEqual([
    'heroSection.ctaButtons[0].link must be a site path starting with /, a #fragment, an http(s) URL, or a mailto: or tel: link',
    'heroSection.ctaButtons[0].variant must be one of: primary, secondary, outline',
    'featuredCourses.courses[0].description is required',
    'featuredCourses.courses[0].icon must be one of: Brain, Bot, Robot, Database, MessageSquare, Code, Code2, Globe, Binary, Lightbulb, Rocket, ArrowUpNarrowWide, Users, Award, BookOpen, Bookmark, GraduationCap',
    'featuredCourses.courses[0].imageUrl must be a site path starting with / or an https URL',
  ]);
});

test('misspelt sections and fields are refused, since the site would ignore them', () => {
  expect(errorsOf('apply', { hero: { titel: 'Apply' }, helpPanel: {} })).toEqual([
    'helpPanel is not a known field; expected one of: hero, form, processSteps, help',
    'hero.titel is not a known field; expected one of: title, subtitle, imageUrl',
  ]);
});

test('section lists report unknown, duplicate and malformed sections', () => {
  expect(
    errorsOf('contact', [
      { sectionId: 'hero', type: 'hero', content: { heroTitle: 'Talk to us' } },
      { sectionId: 'hero', type: 'hero', content: { heroTitle: 'Again' } },
      { sectionId: 'map', type: 'map', content: {} },
      { sectionId: 'faqs', type: 3, content: { faqs: [] } },
      { type: 'contact', content: {} },
      {
        sectionId: 'contactInfo',
        type: 'contact',
        content: { email: 'not-an-email', phone: 'call' },
      },
      'faqs',
    ]),
  ).toEqual([
    'sections[1].sectionId "hero" appears more than once; the first one is used',
    'sections[2].sectionId "map" is not a section of the contact page; expected one of: hero, contactInfo, faqs',
    'sections[3].type must be text',
    'sections[4].sectionId must be text',
    'sections[6] must be an object with sectionId, type and content',
    'contactInfo.phone must be a phone number',
    'contactInfo.email must be an email address',
    'faqs.faqs must not be empty',
  ]);
});

test('too-long text and too-long lists are refused', () => {
  const stat = { label: 'Students', value: 1 };
  expect(
    errorsOf('stats', {
      title: 'x'.repeat(shortTextMax + 1),
      stats: Array.from({ length: listMax + 1 }, () => stat),
    }),
  ).toEqual([
    `title must be at most ${shortTextMax} characters`,
    `stats must have at most ${listMax} items`,
  ]);
});

test('a flood of problems is summarised rather than listed in full', () => {
  const errors = errorsOf('stats', {
    stats: Array.from({ length: listMax }, () => ({ value: 'x' })),
  });
  expect(errors).toHaveLength(51);
  expect(errors.at(-1)).toBe('…and 50 more problems');
});

test('terminal control characters in keys are not echoed back', () => {
  const [error] = errorsOf('home', { '\u001b[31mred': 1 });
  expect(error).toMatch(/^\?\[31mred is not a known field/);
});
