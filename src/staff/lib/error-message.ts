/** What to show for a failed call: the API's own message (src/staff/api/client.ts), or the error's text. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
