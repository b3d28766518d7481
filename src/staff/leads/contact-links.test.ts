import { expect, test } from 'vitest';
import { greeting, mailtoHref, telHref, whatsAppHref, whatsAppNumber } from './contact-links.ts';

test('an Indian mobile number, typed any way, reaches WhatsApp with its country code', () => {
  for (const typed of ['9840011111', '098400 11111', '+91 98400-11111', '91 98400 11111']) {
    expect(whatsAppNumber(typed)).toBe('919840011111');
  }
  expect(whatsAppNumber('+44 20 7946 0958')).toBe('442079460958');
  expect(whatsAppNumber('12345')).toBeNull();
});

test('the greeting names the person and the course, and travels in the link encoded', () => {
  const text = greeting('Priya Raman', 'Data Science', 'Asha Kumar');
  expect(text).toBe(
    'Hello Priya, this is Asha from RAAM Academy. Thank you for your interest in the Data Science course. When would be a good time to talk?',
  );
  expect(greeting('Priya', 'Other', 'Asha')).toContain('interest in our courses');
  expect(whatsAppHref('098400 11111', 'Hi & bye?')).toBe(
    'https://wa.me/919840011111?text=Hi%20%26%20bye%3F',
  );
});

test('a call keeps the digits and a leading plus; an email only a plain address', () => {
  expect(telHref('+91 98400-11111')).toBe('tel:+919840011111');
  expect(telHref('098400 11111')).toBe('tel:09840011111');
  expect(telHref('n/a')).toBeNull();
  expect(mailtoHref(' priya@example.in ', 'Your inquiry')).toBe(
    'mailto:priya@example.in?subject=Your%20inquiry',
  );
  expect(mailtoHref('priya@example.in?cc=x@evil.test', 'Hi')).toBeNull();
});
