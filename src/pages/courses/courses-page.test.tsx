import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { defaultCoursesContent } from '../../domain/content/defaults-courses.ts';
import { noCoursesForFilterMessage } from '../../domain/content/filters.ts';
import type { CourseCard } from '../../domain/content/model-courses.ts';
import { resetContentStore } from '../../features/content/content-store.ts';
import { answer } from '../../test/network.ts';
import { render } from '../../test/render.tsx';
import { CoursesPage } from './courses-page.tsx';

const failureBanner =
  'Failed to load courses page content. Displaying default. Please ensure your backend server is running and the API endpoint is correct.';

function course(overrides: Partial<CourseCard> & { title: string }): CourseCard {
  return {
    description: `About ${overrides.title}.`,
    path: '/courses/python',
    category: 'technical',
    features: [],
    ...overrides,
  };
}

function backendCourses(courses: readonly CourseCard[]) {
  return [
    {
      sectionId: 'headerBanner',
      type: 'hero',
      content: { title: 'Courses for the Monsoon Intake', subtitle: 'Pick the batch that fits.' },
    },
    { sectionId: 'coursesList', type: 'courses', content: { courses } },
    {
      sectionId: 'applicationCta',
      type: 'cta',
      content: {
        title: 'Seats fill fast',
        description: 'Apply this week to keep your place.',
        keyMonthsTitle: 'Next Batches',
        keyMonths: ['June Batch: 2 June', 'August Batch: 4 August'],
      },
    },
  ];
}

/** One course for each corner of the filter rules. */
const mixedCourses = [
  course({ title: 'Zero to Pro', level: 'Beginner to Advanced' }),
  course({ title: 'Speaking Skills', level: 'All Levels', category: 'non-technical' }),
  course({ title: 'Deep Systems', level: 'advanced' }),
  course({ title: 'First Steps', level: 'BEGINNER' }),
  course({ title: 'Middle Road', level: 'Intermediate' }),
];

function cardTitles() {
  return within(screen.getByRole('region', { name: 'Course list' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

async function renderCourses(path = '/courses') {
  const result = render(<CoursesPage />, { path });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

function filterButton(name: string) {
  return within(screen.getByRole('group', { name: 'Filter courses' })).getByRole('radio', {
    name,
  });
}

beforeEach(() => {
  resetContentStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('visitor sees the loading text while the courses are on the way', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  render(<CoursesPage />, { path: '/courses' });
  expect(await screen.findByText('Loading content...')).toBeInTheDocument();
});

test('visitor sees the courses the backend sends', async () => {
  answer(200, backendCourses(mixedCourses));
  await renderCourses();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Courses for the Monsoon Intake',
  );
  expect(screen.getByText('Pick the batch that fits.')).toBeInTheDocument();
  expect(cardTitles()).toEqual(mixedCourses.map((c) => c.title));
  expect(screen.getByRole('heading', { level: 2, name: 'Seats fill fast' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Next Batches' })).toBeInTheDocument();
  expect(screen.getByText('August Batch: 4 August')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('visitor sees the built-in courses without a banner when the backend has none (404)', async () => {
  answer(404, { message: 'Not found' });
  await renderCourses();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Courses');
  expect(cardTitles()).toEqual(defaultCoursesContent.coursesList.courses.map((c) => c.title));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('visitor sees the built-in courses and the red banner when the backend fails (500)', async () => {
  answer(500, { message: 'Internal error' });
  await renderCourses();
  expect(await screen.findByRole('alert')).toHaveTextContent(failureBanner);
  expect(cardTitles()).toHaveLength(7);
});

test('visitor sees the built-in courses and the banner when the network is down', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  await renderCourses();
  expect(await screen.findByRole('alert')).toHaveTextContent(failureBanner);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Courses');
});

test('visitor sees a working page when the backend sends malformed content', async () => {
  answer(200, [
    { sectionId: 'coursesList', type: 'courses', content: { courses: 'all of them' } },
    { sectionId: 'headerBanner', content: { title: { text: 'x' }, subtitle: 42 } },
    'garbage',
  ]);
  await renderCourses();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Courses');
  expect(cardTitles()).toHaveLength(7);
});

test('visitor sees a working page when the body is not JSON at all', async () => {
  answer(200, '<html>Gateway</html>');
  await renderCourses();
  expect(cardTitles()).toHaveLength(7);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('backend text with markup is shown as text, never as HTML', async () => {
  const markup = '<img src=x onerror=alert(1)>Robotics';
  answer(200, backendCourses([course({ title: markup })]));
  const { container } = await renderCourses();
  expect(cardTitles()).toEqual([markup]);
  expect(container.querySelector('img[src="x"]')).toBeNull();
});

test('each card shows its title link, description, duration, level and picture', async () => {
  answer(404, null);
  const { container } = await renderCourses();
  const card = screen.getByRole('heading', { level: 3, name: 'AI & Machine Learning' });
  expect(within(card).getByRole('link')).toHaveAttribute('href', '/courses/ai-ml');
  const article = card.closest('article') as HTMLElement;
  expect(within(article).getByText(/Go from Python basics/)).toBeInTheDocument();
  expect(within(article).getByText('16 weeks')).toBeInTheDocument();
  expect(within(article).getByText('Beginner to Advanced')).toBeInTheDocument();
  expect(article.querySelector('img')).toHaveAttribute('src', '/images/courses/ai-ml.webp');
  expect(screen.getByRole('link', { name: 'Full Stack Development' })).toHaveAttribute(
    'href',
    '/courses/FullStackDevelopment',
  );
  expect(screen.getByRole('link', { name: 'Object-Oriented Programming' })).toHaveAttribute(
    'href',
    '/courses/Oops',
  );
  expect(container.querySelectorAll('article img')).toHaveLength(7);
});

test('a card shows at most three features, each with a check mark', async () => {
  answer(
    200,
    backendCourses([
      course({ title: 'Long List', features: ['One', 'Two', 'Three', 'Four', 'Five'] }),
      course({ title: 'Short List', features: ['Only one'] }),
    ]),
  );
  await renderCourses();
  const long = screen.getByRole('heading', { name: 'Long List' }).closest('article') as HTMLElement;
  const features = within(long).getByRole('list', { name: 'What you will learn' });
  expect(
    within(features)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['One', 'Two', 'Three']);
  expect(features.querySelectorAll('svg')).toHaveLength(3);
  expect(within(long).queryByText('Four')).not.toBeInTheDocument();
  const short = screen.getByRole('heading', { name: 'Short List' }).closest('article');
  expect(
    within(short as HTMLElement)
      .getAllByRole('listitem')
      .at(-1),
  ).toHaveTextContent('Only one');
});

test('a picture that fails to load is replaced by the Image Unavailable placeholder', async () => {
  answer(404, null);
  await renderCourses();
  const article = screen
    .getByRole('heading', { name: 'Robotics' })
    .closest('article') as HTMLElement;
  const image = article.querySelector('img') as HTMLImageElement;
  // A built-in picture comes in AVIF too, which browsers that show it take instead.
  expect(article.querySelector('picture source')).toHaveAttribute(
    'srcset',
    '/images/courses/robotics.avif',
  );
  fireEvent.error(image);
  // Drawn in the page, so it shows even when the failure was for want of a connection.
  expect(within(article).getByText('Image Unavailable')).toBeInTheDocument();
  // The picture goes with its AVIF: left, that would still be shown instead of the placeholder.
  expect(article.querySelector('img')).toBeNull();
  expect(article.querySelector('source')).toBeNull();
});

test('a card without a picture shows the placeholder straight away', async () => {
  answer(200, backendCourses([course({ title: 'No Picture', imageUrl: 'javascript:alert(1)' })]));
  await renderCourses();
  const article = screen
    .getByRole('heading', { name: 'No Picture' })
    .closest('article') as HTMLElement;
  expect(within(article).getByText('Image Unavailable')).toBeInTheDocument();
  expect(article.querySelector('img')).toBeNull();
});

test('the five filters are radio buttons with All Courses chosen at first', async () => {
  answer(404, null);
  await renderCourses();
  const group = screen.getByRole('group', { name: 'Filter courses' });
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
    'All Courses',
    'Technical',
    'Non-Technical',
    'Beginner',
    'Advanced',
  ]);
  expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([
    true,
    false,
    false,
    false,
    false,
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 7 courses');
});

test('each filter shows exactly the courses it names', async () => {
  answer(200, backendCourses(mixedCourses));
  await renderCourses();
  const user = userEvent.setup();
  const expected: Record<string, string[]> = {
    Technical: ['Zero to Pro', 'Deep Systems', 'First Steps', 'Middle Road'],
    'Non-Technical': ['Speaking Skills'],
    Beginner: ['Zero to Pro', 'First Steps'],
    Advanced: ['Zero to Pro', 'Deep Systems'],
    'All Courses': mixedCourses.map((c) => c.title),
  };
  for (const [label, titles] of Object.entries(expected)) {
    await user.click(filterButton(label));
    expect(filterButton(label)).toBeChecked();
    expect(cardTitles()).toEqual(titles);
  }
});

test('with the built-in courses, Beginner to Advanced appears under both Beginner and Advanced', async () => {
  answer(404, null);
  await renderCourses();
  const user = userEvent.setup();
  await user.click(filterButton('Beginner'));
  expect(cardTitles()).toEqual([
    'AI & Machine Learning',
    'Data Science',
    'Python Programming',
    'Full Stack Development',
  ]);
  await user.click(filterButton('Advanced'));
  expect(cardTitles()).toEqual(['AI & Machine Learning', 'Robotics']);
  await user.click(filterButton('Non-Technical'));
  expect(cardTitles()).toEqual(['Soft Skills Training']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 course');
});

test('visitor sees a message when no course matches the filter', async () => {
  answer(200, backendCourses([course({ title: 'Middle Road', level: 'Intermediate' })]));
  await renderCourses();
  await userEvent.setup().click(filterButton('Non-Technical'));
  expect(screen.getByText(noCoursesForFilterMessage)).toBeInTheDocument();
  expect(cardTitles()).toEqual([]);
});

test('the filter is kept in the address, so reload and back show the same selection', async () => {
  answer(404, null);
  const { router } = await renderCourses('/courses?filter=advanced');
  expect(filterButton('Advanced')).toBeChecked();
  expect(cardTitles()).toHaveLength(2);
  const user = userEvent.setup();
  await user.click(filterButton('Technical'));
  expect(router.state.location.search).toBe('?filter=technical');
  await user.click(filterButton('All Courses'));
  expect(router.state.location.search).toBe('');
  await router.navigate(-1);
  expect(await screen.findByRole('radio', { name: 'Technical', checked: true })).toBeVisible();
  await router.navigate(-1);
  expect(await screen.findByRole('radio', { name: 'Advanced', checked: true })).toBeVisible();
});

test('an unknown filter in the address shows all courses', async () => {
  answer(404, null);
  await renderCourses('/courses?filter=astrology');
  expect(filterButton('All Courses')).toBeChecked();
  expect(cardTitles()).toHaveLength(7);
});

test('the filters work from the keyboard', async () => {
  answer(404, null);
  await renderCourses();
  const user = userEvent.setup();
  filterButton('All Courses').focus();
  // One group of radio buttons: the arrow keys choose.
  await user.keyboard('{ArrowRight}');
  expect(filterButton('Technical')).toHaveFocus();
  expect(filterButton('Technical')).toBeChecked();
  await user.keyboard('{ArrowRight}');
  expect(filterButton('Non-Technical')).toBeChecked();
  await user.keyboard('{ArrowRight}');
  expect(filterButton('Beginner')).toBeChecked();
  expect(cardTitles()).toHaveLength(4);
});

test('the call to action leads to the application form and to the contact page', async () => {
  answer(404, null);
  await renderCourses();
  expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
  expect(screen.getByRole('link', { name: 'Request Information' })).toHaveAttribute(
    'href',
    '/contact',
  );
  expect(screen.getByRole('heading', { name: 'Key Months' })).toBeInTheDocument();
  const months = screen.getByText('Spring Intake: March').closest('ul') as HTMLElement;
  expect(
    within(months)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Spring Intake: March', 'Summer Intake: May', 'Fall Intake: September']);
});

test('the page has the courses tab title', async () => {
  answer(404, null);
  await renderCourses();
  expect(document.title).toBe('Courses | Excellence in Education');
});
