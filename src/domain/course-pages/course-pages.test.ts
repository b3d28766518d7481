import { expect, test } from 'vitest';
import { contentImagePaths } from '../content/images.ts';
import { isExternal, safeHref } from '../content/safe-link.ts';
import { courseCatalogue } from '../courses.ts';
import { paths } from '../paths.ts';
import { site } from '../site.ts';
import { coursePages, getCoursePage } from './course-pages.ts';
import { courseCtaHref, factLines, formatWeeks } from './format.ts';
import { loadCoursePage } from './load-course-page.ts';

const pages = Object.values(coursePages);

test('every course in the catalogue has a page, under its slug', () => {
  for (const course of courseCatalogue) {
    expect(coursePages[course.slug]?.slug).toBe(course.slug);
    expect(coursePages[course.slug]?.hero.title).toBe(course.title);
  }
  expect(pages).toHaveLength(courseCatalogue.length);
});

test('pages are found through any spelling the site links to', () => {
  expect(getCoursePage('Oops')).toBe(coursePages.oops);
  expect(getCoursePage('full-stack-development')).toBe(coursePages.FullStackDevelopment);
  expect(getCoursePage('AI-ML')).toBe(coursePages['ai-ml']);
  expect(getCoursePage('blockchain')).toBeUndefined();
  expect(getCoursePage('__proto__')).toBeUndefined();
});

test('the AI/ML page carries the spec facts', () => {
  const page = getCoursePage('ai-ml');
  expect(page?.facts).toMatchObject({
    durationWeeks: 12,
    hours: 100,
    seats: 50,
    level: 'Beginner Buddy',
  });
  expect(page?.assessment).toEqual([
    { percent: 30, label: 'Daily coding' },
    { percent: 20, label: 'Mid-term project' },
    { percent: 50, label: 'Final project' },
  ]);
  expect(page?.prerequisites).toEqual(['Python', 'Basic statistics']);
  expect(page?.video?.url).toBe(site.social.youtube);
  expect(isExternal(safeHref(page?.video?.url, ''))).toBe(true);
});

test('the Robotics page carries the spec facts and six-part syllabus ending in a capstone', () => {
  const page = getCoursePage('robotics');
  expect(page?.facts).toMatchObject({ durationWeeks: 16, hours: 120, seats: 50 });
  expect(page?.curriculum.modules.map(formatWeeks)).toEqual([
    'Weeks 1-2',
    'Weeks 3-4',
    'Weeks 5-7',
    'Weeks 8-10',
    'Weeks 11-13',
    'Weeks 14-16',
  ]);
  expect(page?.curriculum.modules.at(-1)?.title).toMatch(/capstone/i);
  expect(page?.assessment).toEqual([
    { percent: 40, label: 'Daily lab assignments' },
    { percent: 20, label: 'Weekly project' },
    { percent: 40, label: 'Final group project' },
  ]);
  expect(page?.mascot?.greeting).toBeTruthy();
});

test('the other five pages last as long as the courses page says', () => {
  expect(
    ['data-science', 'soft-skills', 'python', 'FullStackDevelopment', 'oops'].map(
      (slug) => coursePages[slug]?.facts.durationWeeks,
    ),
  ).toEqual([14, 8, 10, 10, 10]);
});

test('every curriculum covers each week of its course exactly once, in order', () => {
  for (const page of pages) {
    let nextWeek = 1;
    for (const module of page.curriculum.modules) {
      expect(module.weeks.from, `${page.slug} ${module.title}`).toBe(nextWeek);
      expect(module.weeks.to).toBeGreaterThanOrEqual(module.weeks.from);
      expect(module.topics.length).toBeGreaterThanOrEqual(3);
      nextWeek = module.weeks.to + 1;
    }
    expect(nextWeek - 1, page.slug).toBe(page.facts.durationWeeks);
  }
});

test('every page is complete: assessment adds up, projects, careers and buttons to /apply', () => {
  expect(courseCtaHref).toBe(paths.apply);
  for (const page of pages) {
    expect(
      page.assessment.reduce((sum, part) => sum + part.percent, 0),
      page.slug,
    ).toBe(100);
    expect(page.prerequisites.length).toBeGreaterThan(0);
    expect(page.projects.length).toBeGreaterThanOrEqual(3);
    expect(page.careers.roles.length).toBeGreaterThanOrEqual(3);
    expect(page.careers.tools.length).toBeGreaterThanOrEqual(4);
    expect(['Apply Now', 'Enroll Now', 'Start Learning']).toContain(page.hero.cta);
    expect(['Apply Now', 'Enroll Now', 'Start Learning']).toContain(page.closing.cta);
    expect(contentImagePaths()).toContain(page.hero.imageUrl);
  }
});

test('facts read as labelled lines for the fact panel and the printable plan', () => {
  const facts = getCoursePage('ai-ml')?.facts;
  expect(facts && factLines(facts).slice(0, 4)).toEqual([
    { label: 'Duration', value: '12 weeks' },
    { label: 'Hours', value: '100 hours' },
    { label: 'Batch size', value: '50 students max' },
    { label: 'Level', value: 'Beginner Buddy' },
  ]);
  expect(formatWeeks({ weeks: { from: 7, to: 7 }, title: '', topics: [] })).toBe('Week 7');
});

test('each course page loads on its own, by its canonical slug', async () => {
  for (const course of courseCatalogue) {
    expect(await loadCoursePage(course.slug)).toBe(coursePages[course.slug]);
  }
  expect(await loadCoursePage('cooking')).toBeUndefined();
  expect(await loadCoursePage('toString')).toBeUndefined();
});
