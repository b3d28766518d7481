/**
 * Plain-text table rows for a terminal, with fixed column widths so rows can be printed as they
 * are read, however many there are.
 */
export interface Column {
  title: string;
  width: number;
}

export function tableHeader(columns: readonly Column[]): string {
  const titles = tableRow(
    columns,
    columns.map((column) => column.title),
  );
  const rule = columns.map((column) => '-'.repeat(column.width)).join('  ');
  return `${titles}${rule}\n`;
}

export function tableRow(columns: readonly Column[], cells: readonly string[]): string {
  const line = columns
    .map((column, index) => fitCell(cells[index] ?? '', column.width))
    .join('  ')
    .trimEnd();
  return `${line}\n`;
}

function fitCell(cell: string, width: number): string {
  // Visitors typed these values: no newline or escape sequence may reach the terminal.
  const flat = cell.replace(/\p{Cc}+/gu, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}
