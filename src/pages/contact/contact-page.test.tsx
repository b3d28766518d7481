import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { defaultFaqs } from '../../domain/content/defaults-contact.ts';
import { formatAddress, site } from '../../domain/site.ts';
import { chatOpenState } from '../../features/chat/chat-open.ts';
import { resetContentStore } from '../../features/content/content-store.ts';
import { answer } from '../../test/network.ts';
import { render } from '../../test/render.tsx';
import { ContactPage, visitSubject } from './contact-page.tsx';

// The form is its own feature with its own tests; here it only shows what the page hands it.
vi.mock('../../features/forms/contact-form.tsx', () => ({
  ContactForm: ({ presetSubject }: { presetSubject?: string }) => (
    <p>Form subject: {presetSubject ?? 'none'}</p>
  ),
}));

const failureBanner =
  'Failed to load contact page content. Displaying default. Please ensure your backend server is running and the API endpoint is correct.';

const backendContact = [
  {
    sectionId: 'hero',
    type: 'hero',
    content: { heroTitle: 'Talk to Us', heroSubtitle: 'We are here six days a week.' },
  },
  {
    sectionId: 'contactInfo',
    type: 'contact',
    content: {
      address: '7, Kodambakkam High Road, Chennai 600034',
      phone: '+91 44 2480 0000',
      email: 'admissions@raamacademy.in',
    },
  },
  {
    sectionId: 'faqs',
    type: 'faq',
    content: {
      faqTitle: 'Questions Parents Ask',
      faqs: [
        { question: 'Is there a sibling discount?', answer: 'Yes, 10% for the second child.' },
        { question: 'Is parking available?', answer: 'Two-wheeler parking is free.' },
      ],
    },
  },
];

async function renderContact() {
  const result = render(<ContactPage />, { path: '/contact' });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

beforeEach(() => {
  resetContentStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  chatOpenState.close();
});

test('visitor sees the loading text while the page is on the way', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  render(<ContactPage />, { path: '/contact' });
  expect(await screen.findByText('Loading page content...')).toBeInTheDocument();
});

test('visitor sees the hero, details and questions the backend sends', async () => {
  answer(200, backendContact);
  await renderContact();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Talk to Us');
  expect(screen.getByText('We are here six days a week.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'admissions@raamacademy.in' })).toHaveAttribute(
    'href',
    'mailto:admissions@raamacademy.in',
  );
  expect(screen.getByRole('link', { name: '+91 44 2480 0000' })).toHaveAttribute(
    'href',
    'tel:+914424800000',
  );
  expect(screen.getAllByText('7, Kodambakkam High Road, Chennai 600034')).not.toHaveLength(0);
  expect(screen.getByRole('heading', { level: 2, name: 'Questions Parents Ask' })).toBeVisible();
  expect(
    screen.getByRole('heading', { level: 3, name: 'Is parking available?' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('visitor sees the built-in page without a banner when the backend has none (404)', async () => {
  answer(404, null);
  await renderContact();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
  expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    'tel:+919840012345',
  );
  expect(screen.getAllByText(formatAddress())).not.toHaveLength(0);
  expect(screen.getByRole('heading', { level: 3, name: defaultFaqs[0]?.question })).toBeVisible();
  expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(
    defaultFaqs.length,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('visitor sees the built-in page and the red banner when the backend fails (500)', async () => {
  answer(500, { message: 'boom' });
  await renderContact();
  expect(await screen.findByRole('alert')).toHaveTextContent(failureBanner);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
});

test('visitor sees the banner when the network is down', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  await renderContact();
  expect(await screen.findByRole('alert')).toHaveTextContent(failureBanner);
});

test('malformed or unsafe contact details fall back to the academy’s own', async () => {
  answer(200, [
    {
      sectionId: 'contactInfo',
      type: 'contact',
      content: { phone: 'javascript:alert(1)', email: 'not an email', address: ['x'] },
    },
    { sectionId: 'faqs', type: 'faq', content: 'none' },
    null,
  ]);
  await renderContact();
  expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  expect(screen.getByRole('link', { name: site.phone })).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 3, name: defaultFaqs[0]?.question }),
  ).toBeInTheDocument();
});

test('a body that is not JSON still gives a working page', async () => {
  answer(200, 'Service Unavailable');
  await renderContact();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
});

test('the three info cards are Email Us, Call Us and Visit Us', async () => {
  answer(404, null);
  await renderContact();
  const details = screen.getByRole('region', { name: 'Contact details' });
  expect(
    within(details)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Email Us', 'Call Us', 'Visit Us']);
});

test('the Get in Touch area holds the form', async () => {
  answer(404, null);
  await renderContact();
  const area = screen.getByRole('region', { name: 'Get in Touch' });
  expect(area).toHaveAttribute('id', 'contact-form');
  expect(within(area).getByText('Form subject: none')).toBeInTheDocument();
});

test('Our Location opens the map in a new tab, safely', async () => {
  answer(404, null);
  await renderContact();
  const card = screen.getByRole('region', { name: 'Our Location' });
  const link = within(card).getByRole('link', { name: /Open in Google Maps/ });
  expect(link).toHaveAttribute('href', site.mapUrl);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveAccessibleName(/^Open in Google Maps ?\(opens in a new tab\)$/);
});

test('Live Chat opens the chat assistant', async () => {
  answer(404, null);
  await renderContact();
  expect(chatOpenState.isOpen()).toBe(false);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Live Chat' }));
  expect(chatOpenState.isOpen()).toBe(true);
});

test('Schedule a Visit fills in a visit subject and takes the visitor to the form', async () => {
  answer(404, null);
  await renderContact();
  const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Schedule a Visit' }));
  expect(await screen.findByText(`Form subject: ${visitSubject}`)).toBeInTheDocument();
  expect(scroll).toHaveBeenCalled();
  expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'contact-form');
  expect(screen.getByRole('heading', { name: 'Get in Touch' })).toHaveFocus();
});

test('office hours are shown exactly', async () => {
  answer(404, null);
  await renderContact();
  const hours = screen.getByRole('region', { name: 'Office Hours' });
  const rows = [...hours.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
  );
  expect(rows).toEqual(['Mon-Fri 9:30 AM-9:30 PM', 'Sat 9:00 AM-9:30 PM', 'Sun 9:00 AM-7:00 PM']);
});

test('the questions open and close, with the mouse and the keyboard', async () => {
  answer(200, backendContact);
  await renderContact();
  const user = userEvent.setup();
  // Native disclosures: each question is a <summary> holding its heading.
  const question = (name: string) =>
    screen.getByRole('heading', { level: 3, name }).closest('summary') as HTMLElement;
  const first = question('Is there a sibling discount?');
  const second = question('Is parking available?');
  const open = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
  expect(open(first)).toBe(false);
  await user.click(first);
  expect(open(first)).toBe(true);
  expect(screen.getByText('Yes, 10% for the second child.')).toBeInTheDocument();
  await user.click(second);
  expect(open(second)).toBe(true);
  // One open at a time: the browser closes the first (the group shares a name).
  expect(first.parentElement).toHaveAttribute('name', second.parentElement?.getAttribute('name'));
  await user.click(second);
  expect(open(second)).toBe(false);
});

test('the page has its tab title', async () => {
  answer(404, null);
  await renderContact();
  expect(document.title).toBe('Contact Us | Excellence in Education');
});
