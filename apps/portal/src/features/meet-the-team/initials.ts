const HONORIFICS = new Set(['dr', 'prof', 'professor', 'mr', 'mrs', 'ms', 'miss', 'mx', 'sir', 'dame']);

/** Up to two initials for a person without a photo: "Dr Helena Marsh" gives "HM", "Ciarán Doyle" gives "CD". */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}'-]/gu, ''))
    .filter((word) => word !== '' && !HONORIFICS.has(word.toLowerCase()));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => (word ? Array.from(word)[0]?.toLocaleUpperCase('en-GB') : '')).join('');
}
