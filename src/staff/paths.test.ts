import { expect, test } from 'vitest';
import { signInPath, staffHref, workspaceReturnPath } from './paths.ts';

test('sign-in remembers the screen the person came from', () => {
  expect(signInPath('/accounts')).toBe('/sign-in?from=%2Faccounts');
  expect(signInPath('/')).toBe('/sign-in');
  expect(signInPath()).toBe('/sign-in');
});

test('after signing in, only a path inside the workspace is followed', () => {
  expect(workspaceReturnPath('/accounts')).toBe('/accounts');
  expect(workspaceReturnPath(null)).toBe('/');
  expect(workspaceReturnPath('https://elsewhere.example/')).toBe('/');
  expect(workspaceReturnPath('//elsewhere.example/')).toBe('/');
  expect(workspaceReturnPath('/\\elsewhere.example')).toBe('/');
  expect(workspaceReturnPath('/sign-in?from=/x')).toBe('/');
  expect(workspaceReturnPath('/enrol')).toBe('/');
});

test('screens are addressed under /staff', () => {
  expect(staffHref('/')).toBe('/staff/');
  expect(staffHref('/accounts')).toBe('/staff/accounts');
});
