/**
 * The notice states the period the server keeps a form's details for, not the build's default,
 * wherever the page comes from: served by the server (which writes its periods over the
 * pre-rendered ones), hydrated, or rendered by the app after a link was followed. One file of its
 * own: the periods a visit has seen are kept for the rest of it.
 */
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { noticeTexts } from '../../domain/notice-texts.ts';
import { withRetention } from '../../domain/page-document.ts';
import { defaultRetention, type Retention } from '../../domain/retention.ts';
import { servedRetention } from '../../ui/retention-period.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';

const notice = (form: keyof typeof noticeTexts) => (
  <MemoryRouter>
    <PrivacyNotice {...noticeTexts[form]} />
  </MemoryRouter>
);

/** An operator's periods, other than the defaults: a month, and three years. */
const configured: Retention = { inquiryDays: 30, applicationDays: 1095 };

test('the notice says the server’s periods: served, hydrated, and rendered after a link', async () => {
  expect(configured).not.toEqual(defaultRetention);

  // The build pre-renders the defaults, marked for the server.
  const built = renderToString(notice('inquiry'));
  expect(built).toContain(
    '<span data-retention="inquiryDays" data-retention-words="months">12 months</span>, then delete them',
  );

  // The server writes its own periods over them, and states both in the page's head.
  const served = new DOMParser().parseFromString(
    withRetention(`<html><head></head><body>${built}</body></html>`, configured),
    'text/html',
  );
  document.head.append(...served.head.childNodes);
  const container = document.createElement('div');
  container.innerHTML = served.body.innerHTML;
  document.body.append(container);
  expect(container).toHaveTextContent('keep them for 1 month, then delete them');

  // Hydrated with what was served: the same words, without a mismatch.
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const root = await act(async () =>
    hydrateRoot(container, notice('inquiry'), { onRecoverableError: recoverable }),
  );
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container).toHaveTextContent('keep them for 1 month, then delete them');
  expect(servedRetention()).toEqual(configured);
  act(() => root.unmount());
  container.remove();
  errors.mockRestore();

  // After a link, the app renders the next form's notice itself: the page's head still says.
  render(notice('application'));
  expect(document.body).toHaveTextContent('keep them for 36 months, then delete them');
});
