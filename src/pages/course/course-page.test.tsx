import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { coursePages, getCoursePage } from '../../domain/course-pages/course-pages.ts';
import type { CoursePage as CoursePageContent } from '../../domain/course-pages/types.ts';
import { courseCatalogue } from '../../domain/courses.ts';
import { paths } from '../../domain/paths.ts';
import { site } from '../../domain/site.ts';
import { render } from '../../test/render.tsx';
import { CoursePage } from './course-page.tsx';

function page(slug: string): CoursePageContent {
  const found = getCoursePage(slug);
  if (!found) throw new Error(`no course page for ${slug}`);
  return found;
}

function renderCourse(slug: string) {
  return render(<CoursePage course={page(slug)} />, { path: `/courses/${slug}` });
}

function region(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

afterEach(() => {
  vi.restoreAllMocks();
});

test.each(courseCatalogue.map((course) => [course.slug, course.title]))(
  'visitor opening the %s page sees its one heading, curriculum, projects and a way to apply',
  (slug, title) => {
    renderCourse(slug);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(title);
    expect(document.title).toBe(`${title} | Excellence in Education`);
    const course = page(slug);
    const curriculum = region(course.curriculum.title);
    expect(within(curriculum).getAllByRole('heading', { level: 3 })).toHaveLength(
      course.curriculum.modules.length,
    );
    expect(region('Projects You Will Build')).toBeInTheDocument();
    expect(region('Career Paths')).toBeInTheDocument();
    expect(region('Prerequisites')).toBeInTheDocument();
    const applyLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/apply');
    expect(applyLinks.map((link) => link.textContent)).toEqual([
      course.hero.cta,
      course.closing.cta,
    ]);
    expect(screen.getByRole('link', { name: 'Download Course Plan' })).toBeInTheDocument();
  },
);

test('the AI/ML page states every fact of the course', () => {
  renderCourse('ai-ml');
  const facts = screen.getByRole('heading', { name: 'Key facts' }).parentElement as HTMLElement;
  const terms = [...facts.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );
  expect(terms).toEqual(
    expect.arrayContaining([
      'Duration: 12 weeks',
      'Hours: 100 hours',
      'Batch size: 50 students max',
      'Level: Beginner Buddy',
    ]),
  );
  const assessment = within(region('Assessment')).getAllByRole('listitem');
  expect(assessment.map((item) => item.textContent)).toEqual([
    '30%Daily coding',
    '20%Mid-term project',
    '50%Final project',
  ]);
  const prerequisites = within(region('Prerequisites')).getAllByRole('listitem');
  expect(prerequisites.map((item) => item.textContent)).toEqual(['Python', 'Basic statistics']);
  expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/apply');
});

test('the AI/ML introduction video opens in a new tab, safely', () => {
  renderCourse('ai-ml');
  const video = screen.getByRole('link', { name: /Watch the course introduction/ });
  expect(video).toHaveAttribute('href', site.social.youtube);
  expect(video).toHaveAttribute('target', '_blank');
  expect(video).toHaveAttribute('rel', 'noopener noreferrer');
  expect(video).toHaveTextContent('(opens in a new tab)');
});

test('the Robotics page states every fact and the six-part syllabus ending in a capstone', () => {
  renderCourse('robotics');
  const facts = screen.getByRole('heading', { name: 'Key facts' }).parentElement as HTMLElement;
  expect(within(facts).getByText('16 weeks')).toBeInTheDocument();
  expect(within(facts).getByText('120 hours')).toBeInTheDocument();
  expect(within(facts).getByText('50 students max')).toBeInTheDocument();
  const syllabus = region('Syllabus');
  const modules = within(syllabus)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h3'));
  expect(modules.map((item) => item.querySelector('p')?.textContent)).toEqual([
    'Weeks 1-2',
    'Weeks 3-4',
    'Weeks 5-7',
    'Weeks 8-10',
    'Weeks 11-13',
    'Weeks 14-16',
  ]);
  expect(modules.at(-1)?.querySelector('h3')).toHaveTextContent(/Capstone/);
  const assessment = within(region('Assessment')).getAllByRole('listitem');
  expect(assessment.map((item) => item.textContent)).toEqual([
    '40%Daily lab assignments',
    '20%Weekly project',
    '40%Final group project',
  ]);
});

test('only pages with a video or a mascot show them', () => {
  renderCourse('python');
  expect(screen.queryByRole('link', { name: /Watch/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Say hello/ })).not.toBeInTheDocument();
});

test('the robot greets a visitor who points at it, and stops when the pointer leaves', async () => {
  renderCourse('robotics');
  const greeting = coursePages.robotics?.mascot?.greeting ?? '';
  // The mascot is a deferred widget: its code arrives a moment after the page.
  const robot = await screen.findByRole('button', { name: 'Say hello to Rivet' });
  expect(screen.queryByText(greeting)).not.toBeInTheDocument();
  const user = userEvent.setup();
  await user.hover(robot);
  expect(screen.getByText(greeting)).toBeInTheDocument();
  await user.unhover(robot);
  expect(screen.queryByText(greeting)).not.toBeInTheDocument();
});

test('the robot greets a keyboard user who tabs to it', async () => {
  renderCourse('robotics');
  const greeting = coursePages.robotics?.mascot?.greeting ?? '';
  // The mascot is a deferred widget: its code arrives a moment after the page.
  const robot = await screen.findByRole('button', { name: 'Say hello to Rivet' });
  const user = userEvent.setup();
  screen.getByRole('link', { name: 'Download Course Plan' }).focus();
  await user.tab();
  expect(robot).toHaveFocus();
  expect(robot).toHaveAccessibleDescription(greeting);
  expect(screen.getByText(greeting)).toBeInTheDocument();
  await user.tab();
  expect(screen.queryByText(greeting)).not.toBeInTheDocument();
});

test('a course with questions shows them in an accordion', async () => {
  renderCourse('ai-ml');
  const faqs = region('Frequently Asked Questions');
  const first = within(faqs)
    .getByRole('heading', { level: 3, name: 'What does "Beginner Buddy" mean?' })
    .closest('summary') as HTMLElement;
  await userEvent.setup().click(first);
  expect((first.parentElement as HTMLDetailsElement).open).toBe(true);
  expect(within(faqs).getByText(/You do not need any/)).toBeInTheDocument();
});

test('a course without questions has no questions section', () => {
  renderCourse('soft-skills');
  expect(screen.queryByRole('region', { name: 'Frequently Asked Questions' })).toBeNull();
});

test("Download Course Plan links to the course's printable plan", () => {
  renderCourse('robotics');
  expect(screen.getByRole('link', { name: 'Download Course Plan' })).toHaveAttribute(
    'href',
    paths.coursePlan('robotics'),
  );
});
