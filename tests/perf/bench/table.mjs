// The table every benchmark prints (and `npm run bench` prints once more with every figure).

/**
 * One figure of a benchmark.
 * @typedef {object} BenchRow
 * @property {string} group The benchmark it belongs to.
 * @property {string} name What was measured.
 * @property {number} value
 * @property {string} unit
 * @property {string} [note] A target or a caveat shown beside the figure.
 */

/** @param {number} value */
function format(value) {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'n/a';
  if (value >= 100 || Number.isInteger(value)) return Math.round(value).toLocaleString('en-US');
  return value.toFixed(value < 1 ? 3 : 1);
}

/**
 * Prints rows as one Markdown table under `title`.
 * @param {string} title
 * @param {readonly BenchRow[]} rows
 */
export function printTable(title, rows) {
  const cells = rows.map((row) => [row.group, row.name, `${format(row.value)} ${row.unit}`, row.note ?? '']);
  const header = ['Benchmark', 'Figure', 'Value', 'Note'];
  const widths = header.map((cell, i) => Math.max(cell.length, ...cells.map((line) => line[i].length)));
  /** @param {string[]} line */
  const print = (line) => console.log(`| ${line.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`);
  console.log(`\n${title}`);
  print(header);
  print(widths.map((width) => '-'.repeat(width)));
  cells.forEach(print);
}
