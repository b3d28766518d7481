import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { dayMs } from '../../domain/submission-keys.ts';
import { jsonReply, sentRequests, stubFetch } from '../../test/network.ts';
import type { StaffDataRequest } from '../api/personal-data.ts';
import { admin, counsellor, emptyInbox, renderWorkspace } from '../test/render-workspace.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A request that arrived `daysAgo` days ago, due 30 days after it arrived. */
function requestOf(
  daysAgo: number,
  fields: Partial<StaffDataRequest> & Pick<StaffDataRequest, 'id' | 'request'>,
): StaffDataRequest {
  const received = Date.now() - daysAgo * dayMs;
  return {
    email: 'kavya@example.in',
    phone: '',
    message: '',
    receivedAt: new Date(received).toISOString(),
    dueAt: new Date(received + 30 * dayMs).toISOString(),
    doneAt: null,
    ...fields,
  };
}

const complaint = requestOf(31.5, {
  id: 'request-complaint',
  request: 'grievance',
  message: 'A counsellor called me after I said no.',
});
const copy = requestOf(3, {
  id: 'request-copy',
  request: 'access',
  email: 'ravi@example.in',
  phone: '+91 98400 12345',
});
const answered = {
  ...requestOf(60, { id: 'request-old', request: 'erasure', email: '' }),
  doneAt: new Date(Date.now() - 40 * dayMs).toISOString(),
};

function serve() {
  const fetchMock = stubFetch();
  let marked = false;
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/staff/personal-data/requests') {
      const done = { ...complaint, doneAt: new Date().toISOString() };
      return jsonReply(200, {
        requests: marked ? [copy, answered, done] : [complaint, copy, answered],
      });
    }
    if (url === `/api/staff/personal-data/requests/${complaint.id}/done`) {
      marked = true;
      return jsonReply(200, { done: true });
    }
    if (url === '/api/staff/personal-data/erasure-preview') return jsonReply(200, { records: [] });
    if (url === '/api/staff/personal-data/guardians') return jsonReply(200, { guardians: [] });
    if (url === '/api/staff/personal-data/withdrawals') return jsonReply(200, { withdrawals: [] });
    return jsonReply(200, emptyInbox(url));
  });
  return fetchMock;
}

test('an admin sees overdue requests flagged first, each with the day it is due, and marks one done', async () => {
  const fetchMock = serve();
  renderWorkspace('/requests', admin);
  expect(await screen.findByRole('heading', { name: 'Requests', level: 1 })).toHaveFocus();
  expect(await screen.findByText('2 waiting, 1 overdue.')).toBeVisible();

  const waiting = within(screen.getByRole('region', { name: 'Waiting' })).getAllByRole('listitem');
  expect(waiting.map((item) => item.getAttribute('aria-label'))).toEqual([
    'Make a complaint, kavya@example.in',
    'A copy of my data, ravi@example.in · +91 98400 12345',
  ]);
  const [late, early] = waiting as [HTMLElement, HTMLElement];
  expect(within(late).getByText('Overdue by 2 days')).toBeVisible();
  expect(within(late).getByText('A counsellor called me after I said no.')).toBeVisible();
  expect(within(early).getByText('Due in 27 days')).toBeVisible();
  // Erased since: the request stays without who made it, and there is no one to find.
  const done = within(screen.getByRole('region', { name: 'Done' })).getByRole('listitem');
  expect(done).toHaveTextContent('Erase my data · Erased: kept without who asked');

  await userEvent.click(within(late).getByRole('button', { name: 'Mark done' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mark this request done?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
  expect(
    await screen.findByText('Make a complaint from kavya@example.in: marked done.'),
  ).toBeVisible();
  expect(await screen.findByText('1 waiting, 0 overdue.')).toBeVisible();
  expect(
    sentRequests(fetchMock)
      .filter((sent) => sent.url.endsWith('/done'))
      .map((sent) => sent.url),
  ).toEqual([`/api/staff/personal-data/requests/${complaint.id}/done`]);
});

test('Find their records opens Personal data with the person already looked up', async () => {
  const fetchMock = serve();
  renderWorkspace('/requests', admin);
  const item = await screen.findByRole('listitem', { name: /^A copy of my data/ });
  await userEvent.click(within(item).getByRole('link', { name: 'Find their records' }));

  expect(await screen.findByRole('heading', { name: 'Personal data', level: 1 })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ravi@example.in');
  expect(await screen.findByText('Nothing is held for this person.')).toBeVisible();
  const found = sentRequests(fetchMock).filter((sent) => sent.url.endsWith('/erasure-preview'));
  expect(found.map((sent) => sent.body)).toEqual([
    { email: 'ravi@example.in', phone: '+91 98400 12345' },
  ]);
});

test('a counsellor has no Requests screen', async () => {
  serve();
  renderWorkspace('/requests', counsellor);
  expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Requests');
  expect(screen.queryByRole('link', { name: 'Requests' })).toBeNull();
});
