import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { StatsContent } from '../../domain/content/model-stats.ts';
import { answer } from '../../test/network.ts';
import { render } from '../../test/render.tsx';
import { resetContentStore } from '../content/content-store.ts';
import { StatsSection } from './stats-section.tsx';

const ensureBackend =
  'Please ensure your backend server is running and the API endpoint is correct.';

/** The number a sighted visitor sees on the stat with this label, mid-count or final. */
function shownNumber(label: string) {
  const stat = screen.getByText(label).closest('li');
  if (!stat) throw new Error(`no stat labelled ${label}`);
  return stat.querySelector('span[aria-hidden="true"]')?.textContent;
}

const numbers: StatsContent = {
  title: 'Our Year in Numbers',
  subtitle: 'Counted every March.',
  stats: [
    { icon: 'Users', value: 100, suffix: '+', label: 'Students' },
    { icon: 'Award', value: '98', suffix: '%', label: 'Success Rate' },
    { icon: 'BookOpen', value: 'plenty', suffix: '+', label: 'Workshops' },
    { icon: 'GraduationCap', value: 0, label: 'Branches' },
  ],
};

beforeEach(() => {
  resetContentStore();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('visitor sees every number count up from 0 to its value over two seconds', () => {
  vi.useFakeTimers();
  render(<StatsSection content={numbers} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Our Year in Numbers' })).toBeVisible();
  expect(shownNumber('Students')).toBe('0+');
  expect(shownNumber('Success Rate')).toBe('0%');
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  const halfway = Number.parseInt(shownNumber('Students') ?? '', 10);
  expect(halfway).toBeGreaterThan(0);
  expect(halfway).toBeLessThan(100);
  act(() => {
    vi.advanceTimersByTime(1100);
  });
  expect(shownNumber('Students')).toBe('100+');
  expect(shownNumber('Success Rate')).toBe('98%');
});

test('visitor sees 0 for a value that is zero or not a number', () => {
  vi.useFakeTimers();
  render(<StatsSection content={numbers} />);
  act(() => {
    vi.advanceTimersByTime(2500);
  });
  expect(shownNumber('Workshops')).toBe('0+');
  expect(shownNumber('Branches')).toBe('0');
});

test('screen reader hears the final numbers straight away', () => {
  render(<StatsSection content={numbers} />);
  const students = screen.getByText('Students').closest('li');
  expect(students && within(students).getByText('100+')).toBeInTheDocument();
});

test('visitor sees "Loading content..." while the standalone stats load', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  render(<StatsSection />);
  expect(await screen.findByText('Loading content...')).toBeVisible();
});

test('visitor sees the stats from the backend on their own', async () => {
  answer(200, numbers);
  render(<StatsSection />);
  expect(await screen.findByRole('heading', { name: 'Our Year in Numbers' })).toBeVisible();
  expect(screen.getByText('Workshops')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith('/api/page-content/stats', expect.anything());
});

test('visitor sees the built-in numbers without a banner when the backend has none (404)', async () => {
  answer(404, { message: 'Not found' });
  render(<StatsSection />);
  expect(await screen.findByText('Students Trained')).toBeVisible();
  expect(screen.getByText('Success Rate')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('visitor sees the spare numbers and the status banner when the backend fails', async () => {
  answer(503, { message: 'Unavailable' });
  render(<StatsSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Failed to load stats content. Current Status: 503. ${ensureBackend}`,
  );
  expect(screen.getByText('Workshop Participants')).toBeVisible();
  expect(screen.getByText('Industry Mentors')).toBeVisible();
});

test('visitor sees the spare numbers and the default banner when the network is down', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  render(<StatsSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Failed to load stats content. Displaying default. ${ensureBackend}`,
  );
  expect(screen.getByText('Workshop Participants')).toBeVisible();
});

test('visitor sees the built-in numbers when the backend sends something unreadable', async () => {
  answer(200, '{"title": "Our numbers", "stats": [');
  render(<StatsSection />);
  expect(await screen.findByText('Students Trained')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('visitor sees good stats kept and bad ones replaced in mixed content', async () => {
  answer(200, { title: 42, stats: [{ label: 'Mentors', value: '12', suffix: '+' }, 'junk'] });
  render(<StatsSection />);
  expect(await screen.findByText('Mentors')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'RAAM Academy in Numbers' })).toBeVisible();
});
