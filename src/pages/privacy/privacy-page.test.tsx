import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { noticeTexts } from '../../domain/notice-texts.ts';
import { render } from '../../test/render.tsx';
import { PrivacyPage } from './privacy-page.tsx';

test('the privacy policy gives each form the purpose its notice states, word for word, and no wider', () => {
  render(<PrivacyPage />);
  const contact = screen.getByText('Contact form').closest('li');
  const application = screen.getByText('Application form').closest('li');
  expect(contact).toHaveTextContent(`We use it only to ${noticeTexts.inquiry.purpose}.`);
  expect(contact).toHaveTextContent(/only to answer your message\.$/);
  expect(application).toHaveTextContent(`We use it only to ${noticeTexts.application.purpose}.`);
});

test('the rights say a withdrawal takes effect as it arrives, and complaints start on Your data', () => {
  render(<PrivacyPage />);
  expect(
    screen.getByText(/A withdrawal of consent takes effect as it arrives/),
  ).toBeInTheDocument();
  expect(screen.getByText(/choose "Make a complaint" on the/)).toBeInTheDocument();
});
