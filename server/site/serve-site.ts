/**
 * The built site: real files as they are, known client routes as their pre-rendered page or
 * the app shell (200), anything else as the pre-rendered not-found page (or the app shell) with
 * 404 so visitors see the not-found page and crawlers the truth. Never a directory listing,
 * never a dotfile.
 */
import { stat } from 'node:fs/promises';
import { posix, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalRoute, notFoundPageFile, prerenderedPageFile } from '../../src/domain/paths.ts';
import { pathOnly } from '../logging.ts';
import { cacheControlFor } from './cache-policy.ts';
import { type PublishedPage, sendPublishedPage } from './published-pages.ts';
import { registerStaffWorkspace } from './staff-workspace.ts';

const appShell = 'index.html';

/** The route's page rendered with stored content, or undefined for its pre-rendered file as it is. */
export type PublishedPageFor = (route: string, file: string) => Promise<PublishedPage | undefined>;

export async function registerSite(
  app: FastifyInstance,
  staticDir: string,
  publishedPage?: PublishedPageFor,
): Promise<void> {
  const root = resolve(staticDir);

  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // The build's brotli and gzip copies of the hashed assets (tools/precompress): sent as they
    // are, with Vary: Accept-Encoding; everything else is compressed as it goes out (app.ts).
    preCompressed: true,
    // The policy below replaces send's default `max-age=0`.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(relative(root, filePath).split(sep).join('/')));
    },
  });

  registerStaffWorkspace(app, root, (request, reply) => sendNotFound(root, request, reply));

  app.get('/*', async (request, reply) => {
    const pathname = safePathname(request.url);
    if (pathname === undefined) return sendNotFound(root, request, reply);

    const file = await existingFile(root, pathname, request.log);
    if (file !== undefined) return reply.sendFile(file);

    const route = canonicalRoute(pathname);
    if (route === undefined) return sendNotFound(root, request, reply);

    const prerendered = await existingFile(root, prerenderedPageFile(route), request.log);
    const published = prerendered && (await publishedPage?.(route, prerendered));
    if (published) return sendPublishedPage(request, reply, published);
    return reply.sendFile(prerendered ?? appShell);
  });
}

async function sendNotFound(root: string, request: FastifyRequest, reply: FastifyReply) {
  // A 404 is never "not modified": drop the validators so send always returns the body.
  delete request.raw.headers['if-none-match'];
  delete request.raw.headers['if-modified-since'];
  const notFoundPage = await existingFile(root, notFoundPageFile, request.log);
  return reply.code(404).sendFile(notFoundPage ?? appShell);
}

/**
 * The decoded, normalised path, or undefined when it is malformed or names a hidden file
 * (any segment starting with a dot, except the standard `.well-known`).
 */
function safePathname(url: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathOnly(url));
  } catch {
    // A malformed escape (%E0%A4) names no file: the visitor's request, not the server's fault.
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/');
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return undefined;
  return posix.normalize(decoded);
}

/** Why a path names no file, when the path is simply not one of the site's (nothing to log). */
const notAFile = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG']);

/** The path relative to root when it names a regular file inside root. */
async function existingFile(
  root: string,
  pathname: string,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  const relativePath = pathname.replace(/^\/+/, '');
  if (relativePath === '') return undefined;
  const absolute = resolve(root, relativePath);
  if (!absolute.startsWith(root + sep)) return undefined;
  try {
    return (await stat(absolute)).isFile() ? relativePath : undefined;
  } catch (error) {
    if (!notAFile.has((error as NodeJS.ErrnoException).code ?? '')) {
      log.error({ err: error, file: relativePath }, 'a file of the site could not be read');
    }
    return undefined;
  }
}
