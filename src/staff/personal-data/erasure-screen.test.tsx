import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonReply, sentRequests, stubFetch } from '../../test/network.ts';
import type { ErasureCandidate, Withdrawal } from '../api/personal-data.ts';
import { admin, counsellor, emptyInbox, renderWorkspace } from '../test/render-workspace.tsx';
import { erasedSummary } from './erasure-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const meena: ErasureCandidate = {
  kind: 'applications',
  id: 'app-meena',
  name: 'Meena Subramanian',
  receivedAt: '2026-11-20T05:00:00.000Z',
  event: 'Chennai Fair',
  matchedBy: ['email', 'phone'],
  selected: true,
};
const arun: ErasureCandidate = {
  ...meena,
  id: 'app-arun',
  name: 'Arun Subramanian',
  event: null,
  matchedBy: ['phone'],
  selected: false,
};

const withdrawal: Withdrawal = {
  requestId: 'request-7',
  email: 'kavya@example.in',
  phone: '',
  withdrawnAt: '2026-11-27T06:30:00.000Z',
  eraseBy: '2026-12-04T06:30:00.000Z',
  records: [
    { kind: 'applications', id: 'app-kavya', name: 'Kavya Rao', receivedAt: meena.receivedAt },
  ],
};

function serve() {
  const fetchMock = stubFetch();
  let erased = false;
  let settled = false;
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/staff/personal-data/guardians') {
      const waiting = (id: string, fullName: string, guardianName: string) => ({
        id,
        fullName,
        receivedAt: meena.receivedAt,
        guardianName,
        relationship: 'Parent',
      });
      // Meena's application waits for her guardian until it is erased.
      const meenaWaiting = erased ? [] : [waiting(meena.id, meena.name, 'Lalitha S.')];
      return jsonReply(200, {
        guardians: [waiting('app-aditya', 'Aditya Raman', 'Priya Raman'), ...meenaWaiting],
      });
    }
    if (url === '/api/staff/personal-data/withdrawals') {
      return jsonReply(200, { withdrawals: settled ? [] : [withdrawal] });
    }
    if (url.startsWith('/api/staff/personal-data/withdrawals/request-7/')) {
      settled = true;
      return jsonReply(200, { records: 1 });
    }
    if (url === '/api/staff/personal-data/erasure-preview') {
      return jsonReply(200, { records: erased ? [arun] : [meena, arun] });
    }
    if (url === '/api/staff/personal-data/erase') {
      erased = true;
      return jsonReply(200, {
        erased: { inquiries: 0, applications: 1, dataRequests: 0, idempotencyKeys: 1, kept: 1 },
      });
    }
    return jsonReply(200, emptyInbox(url));
  });
  return fetchMock;
}

test('an admin finds a person’s records, the sibling behind the phone unchosen, and erases only the chosen', async () => {
  const fetchMock = serve();
  renderWorkspace('/personal-data', admin);
  expect(await screen.findByRole('heading', { name: 'Personal data', level: 1 })).toHaveFocus();
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'meena.s@example.in');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '98400 44444{Enter}');

  const mine = await screen.findByRole('checkbox', { name: 'Application · Meena Subramanian' });
  const sibling = screen.getByRole('checkbox', { name: 'Application · Arun Subramanian' });
  expect(mine).toBeChecked();
  expect(sibling).not.toBeChecked();
  expect(screen.getByText(/Found only by the phone, under another name/)).toBeVisible();
  expect(screen.getByText('2 records found, 1 chosen')).toBeVisible();

  expect(
    await within(screen.getByRole('region', { name: 'Guardian to verify' })).findByRole('link', {
      name: meena.name,
    }),
  ).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Erase 1 chosen record' }));
  const dialog = await screen.findByRole('dialog', { name: 'Erase 1 record?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
  expect(
    await screen.findByText('Erased 1 application; 1 record not chosen stayed.'),
  ).toBeVisible();

  const erase = sentRequests(fetchMock).find((sent) => sent.url.endsWith('/erase'));
  expect(erase?.body).toEqual({
    email: 'meena.s@example.in',
    phone: '98400 44444',
    ids: ['app-meena'],
  });
  // What is left is listed again: only the brother's application.
  expect(await screen.findByText('1 record found, 0 chosen')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Erase 0 chosen records' })).toBeDisabled();
  // And the guardians to verify no longer name the application that went.
  const guardians = screen.getByRole('region', { name: 'Guardian to verify' });
  await waitFor(() =>
    expect(within(guardians).queryByRole('link', { name: meena.name })).toBeNull(),
  );
  expect(within(guardians).getByRole('link', { name: 'Aditya Raman' })).toBeVisible();
});

test('a counsellor has no Personal data screen', async () => {
  serve();
  renderWorkspace('/personal-data', counsellor);
  expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Personal data');
  expect(screen.queryByRole('link', { name: 'Personal data' })).toBeNull();
});

test('the summary says what went and what stayed', () => {
  expect(erasedSummary({ inquiries: 2, applications: 1, dataRequests: 1, kept: 0 })).toBe(
    'Erased 1 application, 2 inquiries and 1 data request (kept without who made it).',
  );
  expect(erasedSummary({ inquiries: 0, applications: 0, dataRequests: 0, kept: 2 })).toBe(
    'Nothing was erased; 2 records not chosen stayed.',
  );
});

test('the document of what is held goes to the server in the body and is saved as a file', async () => {
  const fetchMock = serve();
  const served = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) =>
    String(input) === '/api/staff/personal-data/access'
      ? new Response('What RAAM Academy holds about you\n', { status: 200 })
      : (served?.(input, init) ?? jsonReply(404, {})),
  );
  const saved = vi.fn((_blob: Blob) => 'blob:summary');
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = saved;
      static override revokeObjectURL = vi.fn();
    },
  );
  renderWorkspace('/personal-data', admin);
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Email' }),
    'meena.s@example.in{Enter}',
  );
  await userEvent.click(
    await screen.findByRole('button', { name: 'Download what we hold, to send them' }),
  );
  await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  const blob = saved.mock.calls[0]?.[0] as Blob;
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  expect(text).toBe('What RAAM Academy holds about you\n');
  const sent = sentRequests(fetchMock).find((request) => request.url.endsWith('/access'));
  expect(sent?.body).toEqual({ email: 'meena.s@example.in', phone: '' });
});

test('withdrawals wait with the day they are erased; one the person did not make is undone', async () => {
  const fetchMock = serve();
  renderWorkspace('/personal-data', admin);
  const section = await screen.findByRole('region', { name: 'Consent withdrawn' });
  const card = await within(section).findByRole('listitem', {
    name: 'Withdrawal by kavya@example.in',
  });
  expect(within(card).getByText('Consent withdrawn — erase by 4 Dec 2026')).toBeVisible();
  expect(within(card).getByText(/Application · Kavya Rao · received/)).toBeVisible();

  await userEvent.click(within(card).getByRole('button', { name: 'Undo: they did not ask' }));
  const dialog = await screen.findByRole('dialog', { name: 'Undo this withdrawal?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Undo withdrawal' }));
  expect(
    await within(section).findByText('Withdrawal undone: 1 record back in the inbox.'),
  ).toBeVisible();
  expect(await within(section).findByText('No withdrawal is waiting.')).toBeVisible();
  expect(sentRequests(fetchMock).map((sent) => sent.url)).toContain(
    '/api/staff/personal-data/withdrawals/request-7/undo',
  );
});

test('minors whose guardian waits to be verified are listed, each a link to their screen', async () => {
  serve();
  renderWorkspace('/personal-data', admin);
  const section = await screen.findByRole('region', { name: 'Guardian to verify' });
  expect(await within(section).findByRole('link', { name: 'Aditya Raman' })).toHaveAttribute(
    'href',
    '/leads/app-aditya',
  );
  expect(within(section).getByText(/^Parent: Priya Raman · received/)).toBeVisible();
});
