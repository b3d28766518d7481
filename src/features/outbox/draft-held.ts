/**
 * Whether a form's draft waits on this device, asked without the stores' code: a page with a
 * form asks it on its first visit, to load the form's code at once when there is one.
 */

import { draftKeyPrefix, earlierStoreNames, storeNames } from '../../lib/store-names.ts';
import { holdsAny } from '../../lib/stored-keys.ts';
import type { DraftName } from './drafts.ts';

/** A draft of `name`, in this release's store or an earlier one's (carried over when read). */
export async function hasDraft(name: DraftName): Promise<boolean> {
  const [kept, earlier] = await Promise.all([
    holdsAny(storeNames.submissions, `${draftKeyPrefix}${name}`),
    holdsAny(earlierStoreNames.drafts, name),
  ]);
  return kept || earlier;
}
