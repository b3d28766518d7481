import { expect, test } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

test('plain cells stay as they are', () => {
  expect(csvRow(['Priya', 'priya@example.in', 'Robotics'])).toBe(
    'Priya,priya@example.in,Robotics\r\n',
  );
});

test('cells with commas, quotes or line breaks are quoted, quotes doubled', () => {
  expect(csvCell('Arcot Road, Chennai')).toBe('"Arcot Road, Chennai"');
  expect(csvCell('the "best" batch')).toBe('"the ""best"" batch"');
  expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
});

test.each([
  ['=1+1', "'=1+1"],
  ['+91 98400 12345', "'+91 98400 12345"],
  ['-5', "'-5"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\t=1', "'\t=1"],
  ['\r=1', `"'\r=1"`],
  ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
])('a cell a spreadsheet would evaluate (%j) is made text', (value, expected) => {
  expect(csvCell(value)).toBe(expected);
});

test('a formula character later in the cell is harmless and left alone', () => {
  expect(csvCell('a=b')).toBe('a=b');
});
