import { expect, test } from 'vitest';
import { isIpAddress, namedSiteUrl } from './site-name.ts';

test('an IP address is told from a name', () => {
  expect(isIpAddress('127.0.0.1')).toBe(true);
  expect(isIpAddress('192.168.1.20')).toBe(true);
  expect(isIpAddress('[::1]')).toBe(true);
  expect(isIpAddress('localhost')).toBe(false);
  expect(isIpAddress('www.raamacademy.in')).toBe(false);
});

test('this computer’s own address points to the same page at localhost', () => {
  const at = (href: string) => namedSiteUrl(new URL(href));
  expect(at('http://127.0.0.1:8080/staff/sign-in?from=%2Faccounts')).toBe(
    'http://localhost:8080/staff/sign-in?from=%2Faccounts',
  );
  expect(at('http://[::1]:4620/staff/enrol#token')).toBe('http://localhost:4620/staff/enrol#token');
  // Another computer's address: only the academy knows its site's name.
  expect(at('http://192.168.1.20:8080/staff/sign-in')).toBeUndefined();
});
