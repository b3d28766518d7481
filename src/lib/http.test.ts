import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

test('the API is always asked on the page’s own origin, whatever the build’s environment says', async () => {
  // A setting the app once read: a separate API origin cannot pass the pages' CSP (decision 023).
  vi.stubEnv('VITE_API_BASE', 'https://api.example.org');
  vi.resetModules();
  const { apiUrl } = await import('./http.ts');
  expect(apiUrl('/inquiries')).toBe('/api/inquiries');
});
