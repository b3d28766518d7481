/**
 * A page with no stored content is answered 404, which every client reads as "show the
 * defaults" (product §7.2). Browsers log every 404 as an error in the console, though, and for
 * this API it is the normal case. A client that prefers an answer without an error status sends this
 * preference (RFC 7240 `Prefer`) and gets 204 No Content instead; it means the same.
 */
export const noContentIfAbsent = 'no-content-if-absent';
