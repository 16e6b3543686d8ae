/**
 * The rows a question names, up to ten ("SKU FK-1, SKU FK-2 and SKU FK-3"), then how many more
 * ("… and 14 more"), as the product delete names its listings.
 */
export function namesInWords(names: readonly string[], most = 10): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length > most)
    return `${names.slice(0, most).join(', ')} and ${(names.length - most).toLocaleString('en-IN')} more`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}
