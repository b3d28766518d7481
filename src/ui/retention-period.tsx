import { useState } from 'react';
import {
  type RetentionName,
  type RetentionWords,
  readRetention,
  retentionAttribute,
  retentionMarks,
  retentionText,
  servedRetentionId,
} from '../domain/page-document.ts';
import { defaultRetention, type Retention } from '../domain/retention.ts';

/** The periods the server stated on the pages this visit has seen, once seen. */
let served: Partial<Retention> = {};

/**
 * The server's periods as this visit knows them: from the head of the page it opened with (every
 * page the server serves with periods of its own states them there, and the head stays through the
 * app's navigation), and from the periods the page shows, which hydration must keep. Nothing on
 * the server, which renders the defaults and writes its own periods over them.
 */
export function servedRetention(): Partial<Retention> {
  if (typeof document === 'undefined') return served;
  const block = document.getElementById(servedRetentionId);
  const marked = document.querySelectorAll(`[${retentionAttribute}]`);
  const html = [...(block ? [block] : []), ...marked].map((element) => element.outerHTML).join('');
  served = { ...served, ...readRetention(html) };
  return served;
}

/**
 * A retention period, as the server keeps it: pre-rendered with the defaults, and written over by
 * the server when its operator set others (server/site/retention-page.ts). Hydration keeps what
 * was served; a page rendered in the app, also offline from a page the service worker kept, shows
 * what the page the visit opened with stated. `words`: "365 days", or "12 months" where the
 * period is a whole number of months (the forms' notice).
 */
export function RetentionPeriod({
  name,
  words = 'days',
}: {
  name: RetentionName;
  words?: RetentionWords;
}) {
  const [days] = useState(() => servedRetention()[name] ?? defaultRetention[name]);
  return (
    <span {...retentionMarks(name, words)} suppressHydrationWarning>
      {retentionText(days, words)}
    </span>
  );
}
