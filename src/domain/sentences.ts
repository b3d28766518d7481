/**
 * Messages joined into one text read as sentences: a server's message (or a spec text) may lack
 * its full stop, and "Please correct the errors in the form It stays saved" reads as one.
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?…:]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function joinSentences(...texts: readonly string[]): string {
  return texts
    .map(asSentence)
    .filter((text) => text !== '')
    .join(' ');
}
