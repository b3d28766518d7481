/**
 * How long one submission may be sent again under its Idempotency-Key: the device's outbox and
 * the server count with the same days (decision 020).
 */

export const dayMs = 86_400_000;

/**
 * A kept submission is sent on its own for this long after its key was made. Older, the server
 * may have forgotten the key, so a replay could store it twice: it waits in the outbox for the
 * visitor to check it, then resend or discard it.
 */
export const replayWindowDays = 30;

/** The server remembers a key a day longer, for a device whose clock runs behind. */
export const keyMemoryDays = replayWindowDays + 1;
