/** "No submissions yet", "1 submission", "12 submissions": collected on this device. */
export function collectedText(count: number): string {
  if (count === 0) return 'No submissions yet';
  return `${count} ${count === 1 ? 'submission' : 'submissions'}`;
}
