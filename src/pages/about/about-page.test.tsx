import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { defaultAboutContent } from '../../domain/content/defaults-about.ts';
import { resetContentStore } from '../../features/content/content-store.ts';
import { answer } from '../../test/network.ts';
import { render } from '../../test/render.tsx';
import { AboutPage } from './about-page.tsx';

const aboutBanner =
  'Failed to load about page content. Displaying default. Please ensure your backend server is running and the API endpoint is correct.';
const defaultTitle = defaultAboutContent.hero.heroTitle;

beforeEach(() => {
  resetContentStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('visitor sees "Loading page content..." while the about page loads', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  render(<AboutPage />);
  expect(await screen.findByText('Loading page content...')).toBeVisible();
});

test('visitor sees every about section in order with the built-in content (404, no banner)', async () => {
  answer(404, { message: 'Not found' });
  render(<AboutPage />);
  expect(await screen.findByRole('heading', { level: 1, name: defaultTitle })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual([
    'Our Story',
    'Our Vision',
    'Our Core Team',
    'Our Achievements',
    'Join Our Community of Learners',
  ]);
  expect(screen.getByText(defaultAboutContent.ourStory.storyParagraph3)).toBeVisible();
  for (const value of ['EXPERIENCE', 'QUALITY', 'EMPOWERMENT']) {
    expect(screen.getByRole('heading', { level: 3, name: value })).toBeVisible();
  }
  // The team carousel is a deferred widget: it renders once its code has arrived.
  expect(
    await screen.findByRole('heading', { level: 3, name: 'Ramkumar Subramanian' }),
  ).toBeVisible();
  expect(screen.getByText('Founder & CEO')).toBeVisible();
  expect(screen.getByRole('heading', { level: 3, name: 'Hackathon Finalists' })).toBeVisible();
});

test('visitor sees a different icon on each of the three value cards', async () => {
  answer(404, {});
  render(<AboutPage />);
  const vision = await screen.findByRole('region', { name: 'Our Vision' });
  const icons = within(vision)
    .getAllByRole('listitem')
    .map((card) => card.querySelector('svg use')?.getAttribute('href'));
  expect(icons).toHaveLength(3);
  expect(new Set(icons).size).toBe(3);
});

test('visitor reaches the courses and the application from the community call to action', async () => {
  answer(404, {});
  render(<AboutPage />);
  const cta = await screen.findByRole('region', { name: 'Join Our Community of Learners' });
  expect(within(cta).getByRole('link', { name: 'Explore Courses' })).toHaveAttribute(
    'href',
    '/courses',
  );
  expect(within(cta).getByRole('link', { name: /Apply Now/ })).toHaveAttribute('href', '/apply');
});

test('visitor sees the core team as a carousel of labelled slides', async () => {
  answer(404, {});
  render(<AboutPage />);
  const team = await screen.findByRole('region', { name: 'Our Core Team' });
  const carousel = await within(team).findByRole('region', { name: 'Team members' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  expect(within(carousel).getByRole('group', { name: '1 of 5' })).toHaveTextContent(
    'Ramkumar Subramanian',
  );
  expect(within(carousel).getByRole('group', { name: '5 of 5' })).toHaveTextContent(
    'Meera Sundaram',
  );
  expect(within(carousel).getByRole('button', { name: 'Next team member' })).toBeVisible();
  expect(within(team).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
});

test("visitor sees a team member's first name when their photo fails to load", async () => {
  answer(404, {});
  const { container } = render(<AboutPage />);
  await screen.findByRole('group', { name: '2 of 5' });
  const photo = container.querySelector('img[src="/images/team/member-2.webp"]');
  if (!photo) throw new Error('no photo');
  fireEvent.error(photo);
  const slide = screen.getByRole('group', { name: '2 of 5' });
  expect(within(slide).getByText('Priya')).toBeVisible();
  expect(slide.querySelector('img')).toBeNull();
});

test('visitor sees the about content from the backend', async () => {
  answer(200, [
    {
      sectionId: 'hero',
      type: 'hero',
      content: { heroTitle: 'About us', heroSubtitle: 'Twelve years of teaching in Chennai.' },
    },
    {
      sectionId: 'ourStory',
      type: 'text',
      content: {
        storyTitle: 'How it started',
        storyParagraph1: 'It began in a rented classroom.',
        storyParagraph2: 'Then came the robotics lab.',
        storyParagraph3: 'Now we teach seven courses.',
      },
    },
    {
      sectionId: 'team',
      type: 'team',
      content: { teamTitle: 'Mentors', members: [{ name: 'Lakshmi Narayanan', role: 'Mentor' }] },
    },
    {
      sectionId: 'achievements',
      type: 'text',
      content: {
        awards: [
          { title: 'Best Lab' },
          { title: 'Best Mentor' },
          { title: 'Best Project' },
          { title: 'Best Batch' },
          { title: 'Best Newcomer' },
        ],
      },
    },
    { sectionId: 'communityCta', type: 'cta', content: { ctaTitle: 'Come and see us' } },
  ]);
  render(<AboutPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'How it started' })).toBeVisible();
  expect(screen.getByText('Then came the robotics lab.')).toBeVisible();
  expect(await screen.findByRole('heading', { level: 3, name: 'Lakshmi Narayanan' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Next team member' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Ramkumar Subramanian' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Come and see us' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeVisible();

  const awards = screen.getAllByRole('article').filter((card) => card.tabIndex === 0);
  expect(awards).toHaveLength(5);
  const withIcon = awards.map((card) => card.querySelector('svg') !== null);
  expect(withIcon).toEqual([true, true, true, true, false]);
});

test('visitor sees the built-in content and the red banner when the backend fails (500)', async () => {
  answer(500, { message: 'Internal Server Error' });
  render(<AboutPage />);
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent(aboutBanner);
  const heading = screen.getByRole('heading', { level: 1, name: defaultTitle });
  expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('visitor sees the built-in content and the red banner when the network is down', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  render(<AboutPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(aboutBanner);
  expect(screen.getByRole('heading', { level: 1, name: defaultTitle })).toBeVisible();
});

test('visitor sees the built-in content when the backend sends unreadable JSON', async () => {
  answer(200, '[{"sectionId": "hero", "content": {');
  render(<AboutPage />);
  expect(await screen.findByRole('heading', { level: 1, name: defaultTitle })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('visitor sees bad sections replaced and good ones kept in malformed content', async () => {
  answer(200, [
    { sectionId: 'hero', type: 'hero', content: 'About' },
    { sectionId: 'team', type: 'team', content: { members: 'everyone' } },
    { sectionId: 'ourVision', type: 'text', content: { visionTitle: 'Where we are going' } },
    null,
    'junk',
  ]);
  render(<AboutPage />);
  expect(await screen.findByRole('heading', { level: 1, name: defaultTitle })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Where we are going' })).toBeVisible();
  expect(await screen.findByRole('heading', { level: 3, name: 'Meera Sundaram' })).toBeVisible();
});

test('the page gets the about title', async () => {
  answer(404, {});
  render(<AboutPage />);
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe('About Us | Excellence in Education');
});
