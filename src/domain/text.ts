// Text quoted in messages, kept to a size a person reads: a list of lines or
// names from a file can be as long as the file.

/** 299998 -> "299,998". */
function count(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The items joined by ", ", at most `max` of them: "2, 3, ... and 299,998 more"
 * when there are more. A message quoting a 300,000-line file stays one line.
 */
export function listText(items: readonly (string | number)[], max = 5): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')}, ... and ${count(items.length - max)} more`;
}
