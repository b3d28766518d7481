import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefetchFormCode } from '../../lib/prefetch-code.ts';
import { type DraftName, hasDraft } from '../outbox/index.ts';

/** Navigation state asking a form to open an outbox record (see the outbox panel). */
export function correctionRequest(state: unknown): string | undefined {
  const id = (state as { outboxRecord?: unknown } | null)?.outboxRecord;
  return typeof id === 'string' ? id : undefined;
}

/**
 * A form whose code loads when used still has to come back filled in: with a draft kept on
 * this device, or asked to open a queued submission, its code loads at once. Otherwise it is
 * fetched (not run) once the page has settled, so the form still keeps what is sent should the
 * connection go before the visitor reaches it.
 */
export function useResumeForm(draft: DraftName, preload: () => Promise<void>): void {
  const requested = correctionRequest(useLocation().state);
  useEffect(() => {
    let live = true;
    if (requested) void preload();
    else
      void hasDraft(draft).then((found) => {
        if (!live) return;
        if (found) void preload();
        else void prefetchFormCode(draft);
      });
    return () => {
      live = false;
    };
  }, [requested, draft, preload]);
}
