/**
 * Unicode's explicit direction controls: embeddings and overrides (U+202A–U+202E) and isolates
 * (U+2066–U+2069). Typed into a form, they make a terminal or a spreadsheet show text in another
 * order than it is stored (U+202E turns "gnp.exe" into "exe.png" on screen), so a name or an
 * email could pass for another. Staff's tools drop them: Tamil and English never need them, and
 * right-to-left names still show in their own direction without them.
 * Pure TypeScript: no DOM, no Node.
 */
const directionControl = /[\u202A-\u202E\u2066-\u2069]/gu;

export function withoutDirectionControls(text: string): string {
  return text.replace(directionControl, '');
}
