/**
 * WebAuthn refuses an IP address as the relying party: a page opened at http://127.0.0.1:8080
 * cannot use a passkey. This says where the same page works.
 */

/** An IPv4 address, or an IPv6 one as URLs write it (`[::1]`). */
export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
}

const loopback = /^(127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * For a page opened by IP address: the same page at `localhost` when the address is this
 * computer's own, else undefined (only the academy knows its site's name).
 */
export function namedSiteUrl(location: Pick<URL, 'hostname' | 'href'>): string | undefined {
  if (!loopback.test(location.hostname)) return undefined;
  const url = new URL(location.href);
  url.hostname = 'localhost';
  return url.href;
}
