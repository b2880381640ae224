/** A drug name as the vocabulary keeps and matches it: trimmed, single spaces, lower case. */
export function drugNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');
}
