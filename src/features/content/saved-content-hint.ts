/**
 * Whether this device may hold saved page content, kept in localStorage so it can be read at
 * once: a first visit (nothing saved) then never loads the IndexedDB code or opens a database.
 * Only a hint — a "yes" with nothing in the database simply finds nothing.
 */
const hintKey = 'raam-content-saved';

export function maySaveContentHere(): boolean {
  try {
    return localStorage.getItem(hintKey) === '1';
  } catch {
    // Unknown: look (IndexedDB fails just as quietly when it is missing too).
    return true;
  }
}

export function noteContentSaved() {
  try {
    localStorage.setItem(hintKey, '1');
  } catch {
    // Without localStorage the hint reads as "look" anyway.
  }
}
