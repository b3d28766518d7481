import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { defaultApplyContent } from '../../domain/content/defaults-apply.ts';
import { site } from '../../domain/site.ts';
import { resetContentStore } from '../../features/content/content-store.ts';
import { answer } from '../../test/network.ts';
import { render } from '../../test/render.tsx';
import { ApplyPage } from './apply-page.tsx';

// The form is its own feature with its own tests; here the page only has to place it.
vi.mock('../../features/forms/application-form.tsx', () => ({
  ApplicationForm: () => <form aria-label="Application" />,
}));

const failureBanner =
  'Failed to load apply page content. Displaying default. Please ensure your backend server is running and the API endpoint is correct.';

const backendApply = {
  hero: {
    title: 'Join the June Batch',
    subtitle: 'Applications close on 25 May.',
    imageUrl: '/images/students/student-1.webp',
  },
  form: { heading: 'Tell Us About Yourself' },
  processSteps: {
    title: 'Three Simple Steps',
    steps: [
      { title: 'Apply online', description: 'Five minutes.' },
      { title: 'Meet a counsellor', description: 'In person or by phone.' },
      { title: 'Start classes', description: 'From the first Monday of June.' },
    ],
  },
  help: {
    title: 'Questions?',
    phone: '+91 44 2480 0000',
    email: 'admissions@raamacademy.in',
    hours: 'Mon-Sat 10:00 AM-6:00 PM',
  },
};

async function renderApply() {
  const result = render(<ApplyPage />, { path: '/apply' });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

function stepTitles() {
  const steps = screen.getByRole('region', { name: /Steps|What Happens Next/ });
  return within(within(steps).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);
}

beforeEach(() => {
  resetContentStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('visitor sees the loading text while the page is on the way', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  render(<ApplyPage />, { path: '/apply' });
  expect(await screen.findByText('Loading page content...')).toBeInTheDocument();
});

test('visitor sees the hero, form heading, steps and help the backend sends', async () => {
  answer(200, backendApply);
  const { container } = await renderApply();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join the June Batch');
  expect(screen.getByText('Applications close on 25 May.')).toBeInTheDocument();
  expect(container.querySelector('img')).toHaveAttribute('src', '/images/students/student-1.webp');
  expect(screen.getByRole('heading', { level: 2, name: 'Tell Us About Yourself' })).toBeVisible();
  expect(stepTitles()).toEqual(['Apply online', 'Meet a counsellor', 'Start classes']);
  const help = screen.getByRole('region', { name: 'Questions?' });
  expect(within(help).getByRole('link', { name: '+91 44 2480 0000' })).toHaveAttribute(
    'href',
    'tel:+914424800000',
  );
  expect(within(help).getByText('Mon-Sat 10:00 AM-6:00 PM')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('visitor sees the built-in page without a banner when the backend has none (404)', async () => {
  answer(404, null);
  const { container } = await renderApply();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    defaultApplyContent.hero.title,
  );
  expect(container.querySelector('img')).toHaveAttribute('src', '/images/apply-hero.webp');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('visitor sees the built-in page and the red banner when the backend fails (500)', async () => {
  answer(500, null);
  await renderApply();
  expect(await screen.findByRole('alert')).toHaveTextContent(failureBanner);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    defaultApplyContent.hero.title,
  );
});

test('visitor sees the banner when the network is down', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  await renderApply();
  expect(await screen.findByRole('alert')).toHaveTextContent(failureBanner);
});

test('malformed content gives a working page with the built-in parts', async () => {
  answer(200, {
    hero: 'Apply',
    form: { heading: ['x'] },
    processSteps: { steps: [{ nope: true }] },
    help: { phone: 'call me', email: 'javascript:alert(1)' },
  });
  await renderApply();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    defaultApplyContent.hero.title,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Application Form' })).toBeVisible();
  expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
});

test('a list instead of an object, or text instead of JSON, still gives a working page', async () => {
  answer(200, '<html>oops</html>');
  await renderApply();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    defaultApplyContent.hero.title,
  );
});

test('the form sits under its heading', async () => {
  answer(404, null);
  await renderApply();
  const area = screen.getByRole('region', { name: 'Application Form' });
  expect(await within(area).findByRole('form', { name: 'Application' })).toBeInTheDocument();
});

test('the process steps are a numbered list', async () => {
  answer(404, null);
  await renderApply();
  const list = screen.getByRole('region', { name: 'What Happens Next' }).querySelector('ol');
  expect(list).not.toBeNull();
  expect(stepTitles()).toEqual(defaultApplyContent.processSteps.steps.map((s) => s.title));
  expect(within(list as HTMLElement).getByText('1')).toBeInTheDocument();
  expect(within(list as HTMLElement).getByText('4')).toBeInTheDocument();
});

test('Need Help gives the phone, email and hours', async () => {
  answer(404, null);
  await renderApply();
  const help = screen.getByRole('region', { name: 'Need Help?' });
  expect(within(help).getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    'tel:+919840012345',
  );
  expect(within(help).getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  expect(within(help).getByText('Mon-Sat 9:30 AM-9:30 PM')).toBeInTheDocument();
});

test('the page has its tab title', async () => {
  answer(404, null);
  await renderApply();
  expect(document.title).toBe('Apply Now | Excellence in Education');
});
