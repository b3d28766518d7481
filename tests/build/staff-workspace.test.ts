import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { staffWorkspaceFile } from '../../src/domain/staff-workspace.ts';
import { dist, precachedUrls, readDist } from './dist.ts';

/** Every HTML document of the public site in the build. */
function publicPages(): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && file !== staffWorkspaceFile,
  );
}

describe('the staff workspace in the build (decision 055)', () => {
  test('is one document that asks not to be indexed and loads only its own files', () => {
    const page = readDist(staffWorkspaceFile);
    expect(page).toContain('<meta name="robots" content="noindex" />');
    const loaded = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(loaded.length).toBeGreaterThanOrEqual(2);
    for (const file of loaded) expect(file).toMatch(/^\/assets\/staff\//);
    // The strict CSP allows no inline script but the public pages' start script.
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  test('is never precached: neither its page nor its files', () => {
    const precached = precachedUrls();
    expect(precached.length).toBeGreaterThan(100);
    for (const url of precached) expect(url).not.toMatch(/^(staff\/|assets\/staff\/)/);
  });

  test('is named by no public page, nor the sitemap, and shares no file with them', () => {
    for (const file of publicPages()) {
      expect(readDist(file), file).not.toMatch(/assets\/staff\/|href="\/staff/);
    }
    if (existsSync(join(dist, 'sitemap.xml'))) {
      expect(readDist('sitemap.xml')).not.toContain('/staff');
    }
    const staffFiles = readdirSync(join(dist, 'assets/staff'));
    const publicFiles = new Set(readdirSync(join(dist, 'assets')));
    for (const file of staffFiles) expect(publicFiles.has(file), file).toBe(false);
  });
});
