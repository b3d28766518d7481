/**
 * CSV as spreadsheets expect it: RFC 4180 (CRLF rows, quotes doubled, fields quoted when
 * needed) after a UTF-8 byte-order mark, without which Excel misreads Tamil names and the ₹ sign.
 */
export const byteOrderMark = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before
 * one) gets a leading apostrophe, so a visitor's "=HYPERLINK(…)" stays text (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
