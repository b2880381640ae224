import type { RichInline, RichText } from '@hcp/contracts/rich-text';

import { lexicalToRichText } from '../utilities/lexicalToRichText';

function inlineText(inline: RichInline): string {
  if (inline.type === 'text') return inline.text;
  if (inline.type === 'linebreak') return '\n';
  return inline.children.map((child) => (child.type === 'text' ? child.text : '\n')).join('');
}

/** The plain text of rich content, one block per line; marks and links keep only their words. */
export function richTextPlain(richText: RichText): string {
  return richText
    .map((block) =>
      block.type === 'list'
        ? block.items.map((item) => item.map(inlineText).join('')).join('\n')
        : block.children.map(inlineText).join(''),
    )
    .join('\n');
}

/** The plain text of an editor's Lexical document (empty for none). */
export function lexicalPlain(document: unknown): string {
  return richTextPlain(lexicalToRichText(document));
}

/** Non-empty parts joined as lines: the body of a search document. */
export function linesOf(...parts: (string | null | undefined | false)[]): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join('\n');
}
