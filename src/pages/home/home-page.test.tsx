import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { defaultHomeContent } from '../../domain/content/defaults-home.ts';
import { resetContentStore } from '../../features/content/content-store.ts';
import { answer } from '../../test/network.ts';
import { render } from '../../test/render.tsx';
import { HomePage } from './home-page.tsx';

const homeBanner =
  'Failed to load home page content. Displaying default. Please ensure your backend server is running and the API endpoint is correct.';
const defaultTitle = defaultHomeContent.heroSection.title;

function section(name: string) {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  resetContentStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('visitor sees "Loading content..." while the home page loads', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  render(<HomePage />);
  expect(await screen.findByText('Loading content...')).toBeVisible();
  expect(screen.getByRole('status')).toBeInTheDocument();
});

test('visitor sees every home section in order with the built-in content (404, no banner)', async () => {
  answer(404, { message: 'Not found' });
  render(<HomePage />);
  expect(await screen.findByRole('heading', { level: 1, name: defaultTitle })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // The statistics and testimonials are deferred widgets: their code arrives a moment later
  // (longer on a busy machine, where the first import of a chunk is transformed on demand).
  const later = { timeout: 5000 };
  await screen.findByRole('heading', { level: 2, name: 'RAAM Academy in Numbers' }, later);
  await screen.findByRole('heading', { level: 2, name: 'What Our Students Say' }, later);
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual([
    'Why Choose RAAM Academy',
    'Our Courses',
    'RAAM Academy in Numbers',
    'What Our Students Say',
    'Start Your Journey with RAAM Academy',
  ]);
  expect(screen.getByText('Join 100+ students already learning with us')).toBeVisible();
  for (const feature of ['IKIGAI', 'HANDS-ON-LEARNING', 'REDEFINITION']) {
    expect(screen.getByRole('heading', { level: 3, name: feature })).toBeVisible();
  }
});

test('visitor reaches the courses and the application from the hero buttons', async () => {
  answer(404, {});
  render(<HomePage />);
  await screen.findByRole('heading', { level: 1 });
  const hero = section(defaultTitle);
  expect(within(hero).getByRole('link', { name: 'Explore Courses' })).toHaveAttribute(
    'href',
    '/courses',
  );
  expect(within(hero).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
});

test('visitor opens a course from its card with a link named after the course', async () => {
  answer(404, {});
  render(<HomePage />);
  const link = await screen.findByRole('link', {
    name: 'Learn more about AI and Machine Learning',
  });
  expect(link).toHaveAttribute('href', '/courses/ai-ml');
  const courses = within(section('Our Courses')).getAllByRole('listitem');
  expect(courses.filter((item) => item.querySelector('h3'))).toHaveLength(7);
  expect(
    screen.getByRole('link', { name: 'Learn more about Soft Skills Training' }),
  ).toHaveAttribute('href', '/courses/soft-skills');
  expect(within(section('Our Courses')).getByText('Beginner to Advanced')).toBeVisible();
});

test('visitor sees the home content from the backend', async () => {
  answer(200, {
    heroSection: {
      title: 'New batches from 3 March',
      ctaButtons: [
        { text: 'Book a demo class', link: '/contact', variant: 'secondary' },
        { text: 'Watch a class', link: 'https://www.youtube.com/@raamacademy', variant: 'outline' },
        { text: 'Coming soon', variant: 'primary' },
      ],
    },
    featuredCourses: {
      courses: [
        {
          title: 'Drone Building',
          description: 'Design and fly your own drone.',
          duration: '6 weeks',
        },
        {
          title: 'Python Programming',
          description: 'Your first program.',
          path: '/courses/python',
        },
      ],
    },
    testimonials: {
      title: 'Students on RAAM',
      testimonials: [{ content: 'The weekend batch fitted my job.', author: 'Kavya S' }],
    },
    ctaSection: { title: 'Visit the academy', buttonText: 'Book a visit', buttonLink: '/contact' },
  });
  render(<HomePage />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'New batches from 3 March' }),
  ).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Book a demo class' })).toHaveAttribute(
    'href',
    '/contact',
  );
  const external = screen.getByRole('link', { name: /Watch a class/ });
  expect(external).toHaveAttribute('href', 'https://www.youtube.com/@raamacademy');
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Coming soon' })).toHaveAttribute('href', '#');

  expect(screen.getByRole('button', { name: 'Learn More (Coming Soon)' })).toBeDisabled();
  expect(screen.getByText('6 weeks')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Learn more about Python Programming' })).toHaveAttribute(
    'href',
    '/courses/python',
  );
  expect(screen.queryByText('AI and Machine Learning')).not.toBeInTheDocument();

  expect(screen.getByText('The weekend batch fitted my job.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Next testimonial' })).not.toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', '/contact');
});

test('visitor sees the built-in content and the red banner when the backend fails (500)', async () => {
  answer(500, { message: 'Internal Server Error' });
  render(<HomePage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(homeBanner);
  expect(screen.getByRole('heading', { level: 1, name: defaultTitle })).toBeVisible();
  expect(screen.getByText('Students Trained')).toBeVisible();
});

test('visitor sees the built-in content and the red banner when the network is down', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  render(<HomePage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(homeBanner);
  expect(screen.getByRole('heading', { level: 1, name: defaultTitle })).toBeVisible();
});

test('visitor sees the built-in content when the backend sends unreadable JSON', async () => {
  answer(200, '{"heroSection": {"title": "Half a');
  render(<HomePage />);
  expect(await screen.findByRole('heading', { level: 1, name: defaultTitle })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('visitor sees bad parts of the content replaced and good parts kept, never markup or unsafe links', async () => {
  answer(200, {
    heroSection: 'Welcome',
    whyChooseUs: { title: '<b>Why us</b>', features: 'many' },
    stats: { stats: [{ label: 'Mentors', value: 'lots', suffix: '+' }] },
    ctaSection: { buttonText: 42, buttonLink: 'javascript:alert(1)' },
  });
  render(<HomePage />);
  expect(await screen.findByRole('heading', { level: 1, name: defaultTitle })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: '<b>Why us</b>' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 3, name: 'IKIGAI' })).toBeVisible();
  expect(screen.getByText('Mentors')).toBeVisible();
  const cta = section(defaultHomeContent.ctaSection.title);
  expect(within(cta).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
  expect(document.querySelector('a[href^="javascript"]')).toBeNull();
});

test('the page gets the home title and description', async () => {
  answer(404, {});
  render(<HomePage />);
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe('RAAM Academy | Excellence in Education');
});
