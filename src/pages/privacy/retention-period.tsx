import { useState } from 'react';
import {
  type RetentionName,
  readRetention,
  retentionAttribute,
} from '../../domain/page-document.ts';
import { daysText, defaultRetention, type Retention } from '../../domain/retention.ts';

/** The periods the server wrote into the page this visit opened with, once seen. */
let served: Partial<Retention> = {};

function servedRetention(): Partial<Retention> {
  if (typeof document === 'undefined') return served;
  const marked = document.querySelectorAll(`[${retentionAttribute}]`);
  served = { ...served, ...readRetention([...marked].map((span) => span.outerHTML).join('')) };
  return served;
}

/**
 * A retention period, as the server keeps it: pre-rendered with the defaults, and written over by
 * the server when its operator set others (server/site/retention-page.ts). Hydration keeps what
 * was served, and a later visit to the page in this session shows it too.
 */
export function RetentionPeriod({ name }: { name: RetentionName }) {
  const [days] = useState(() => servedRetention()[name] ?? defaultRetention[name]);
  return (
    <span {...{ [retentionAttribute]: name }} suppressHydrationWarning>
      {daysText(days)}
    </span>
  );
}
