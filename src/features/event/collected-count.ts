/** "0 submissions", "1 submission", "12 submissions": collected on this device. */
export function collectedText(count: number): string {
  return `${count} ${count === 1 ? 'submission' : 'submissions'}`;
}
