import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, test } from 'vitest';
import { consentNoticeVersion } from '../../domain/consent.ts';
import { noticeTexts } from '../../domain/notice-texts.ts';
import { consentField } from './person-fields.ts';
import { PrivacyNotice } from './privacy-notice.tsx';

/**
 * The words each form's notice and box showed under each version, as a SHA-256 of their text.
 * A person's consent names a version, so the words of a version never change: to change them,
 * add a version to `consentNoticeVersions` (domain/consent.ts), make it `consentNoticeVersion`,
 * and record its hashes here.
 */
const noticeHashes: Readonly<Record<string, Record<keyof typeof noticeTexts, string>>> = {
  '2026-11-27': {
    inquiry: 'b553a4c6cf1ebba871921bdae750d1395b23e894ad7c85de630493a0babaea9e',
    application: '93b1042b4b58d41635f9f7df570d4d95f0a930b4c45d5c86a9f398c14953e6aa',
  },
  '2026-11-28': {
    inquiry: '5a7e2d37e292e278ec10270bc0ff146543c0eb613ccff2da1c1ebde3a650d9ba',
    application: 'b0f63cc67fc6489e7df339e179ebc8ea2b86758a13879993906380b551d017a8',
  },
};

function agreedText(form: keyof typeof noticeTexts): string {
  const { container } = render(
    <MemoryRouter>
      <PrivacyNotice {...noticeTexts[form]} />
    </MemoryRouter>,
  );
  const notice = container.textContent ?? '';
  const box = consentField('consent', noticeTexts[form].agreeTo).label;
  return `${notice}\n${box}`;
}

test.each(Object.keys(noticeTexts) as (keyof typeof noticeTexts)[])(
  'the %s form’s notice and box say what the current notice version recorded',
  async (form) => {
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(agreedText(form)),
    );
    const hash = Array.from(new Uint8Array(digest), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    expect(
      hash,
      `The ${form} notice's words changed: give it a new consentNoticeVersion and record its hash`,
    ).toBe(noticeHashes[consentNoticeVersion]?.[form]);
  },
);
