/** One CSV cell: quoted when it holds a comma, quote or line break; formulas defused. */
function cell(value: string | number): string {
  let text = String(value);
  // A leading = + - @ makes spreadsheet programs run the cell as a formula.
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with a byte-order mark, so spreadsheet programs read the Chinese right. */
export function toCsv(header: string[], rows: Array<Array<string | number>>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
