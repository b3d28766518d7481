/**
 * The order of names in a list that staff read: letters whatever their case ("bala" beside
 * "Bala", before "Meena"), then exactly. Sorted in code, not by the database, because SQLite
 * compares bytes and PostgreSQL its collation: both must answer the same list.
 */
export function byTextIgnoringCase(a: string, b: string): number {
  return compareText(a.toLowerCase(), b.toLowerCase()) || compareText(a, b);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
