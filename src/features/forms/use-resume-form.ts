import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type DraftName, hasDraft } from './drafts.ts';

/** Navigation state asking a form to open an outbox record (see the outbox panel). */
export function correctionRequest(state: unknown): string | undefined {
  const id = (state as { outboxRecord?: unknown } | null)?.outboxRecord;
  return typeof id === 'string' ? id : undefined;
}

/**
 * A form whose code loads when used still has to come back filled in: with a draft kept on
 * this device, or asked to open a queued submission, its code loads at once.
 */
export function useResumeForm(draft: DraftName, preload: () => Promise<void>): void {
  const requested = correctionRequest(useLocation().state);
  useEffect(() => {
    let live = true;
    if (requested) void preload();
    else
      void hasDraft(draft).then((found) => {
        if (found && live) void preload();
      });
    return () => {
      live = false;
    };
  }, [requested, draft, preload]);
}
