/**
 * Prints a title, then rows under a header in columns padded to their widest cell: the benchmarks'
 * result tables, read in a terminal.
 */
export function printTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')
  console.log(`\n${title}`)
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}
