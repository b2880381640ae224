import {
  isSafeLinkUrl,
  type LinkedInline,
  type RichBlock,
  type RichInline,
  type RichText,
} from '@hcp/contracts/rich-text';

type LexicalNode = {
  type?: unknown;
  text?: unknown;
  format?: unknown;
  tag?: unknown;
  listType?: unknown;
  fields?: { url?: unknown; newTab?: unknown } | null;
  children?: unknown;
};

const FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const;

function childrenOf(node: LexicalNode): LexicalNode[] {
  return Array.isArray(node.children) ? (node.children as LexicalNode[]) : [];
}

function inlines(nodes: LexicalNode[]): RichInline[] {
  return nodes.flatMap((node): RichInline[] => {
    if (node.type === 'text' && typeof node.text === 'string') {
      const format = typeof node.format === 'number' ? node.format : 0;
      const text: RichInline = { type: 'text', text: node.text };
      for (const [name, bit] of Object.entries(FORMAT)) if (format & bit) Object.assign(text, { [name]: true });
      return [text];
    }
    if (node.type === 'linebreak') return [{ type: 'linebreak' }];
    if (node.type === 'link' || node.type === 'autolink') {
      const url = typeof node.fields?.url === 'string' ? node.fields.url.trim() : '';
      // Links never nest: a link inside a link keeps only its words.
      const children = inlines(childrenOf(node)).flatMap((child): LinkedInline[] =>
        child.type === 'link' ? child.children : [child],
      );
      // A link to anywhere else (javascript:, data: and the like) keeps its words and loses its target.
      return isSafeLinkUrl(url) ? [{ type: 'link', url, newTab: node.fields?.newTab === true, children }] : children;
    }
    return inlines(childrenOf(node));
  });
}

function block(node: LexicalNode): RichBlock[] {
  switch (node.type) {
    case 'paragraph':
      return [{ type: 'paragraph', children: inlines(childrenOf(node)) }];
    case 'heading': {
      const level = node.tag === 'h1' || node.tag === 'h2' ? 2 : node.tag === 'h3' ? 3 : 4;
      return [{ type: 'heading', level, children: inlines(childrenOf(node)) }];
    }
    case 'quote':
      return [{ type: 'quote', children: inlines(childrenOf(node)) }];
    case 'list':
      return [
        {
          type: 'list',
          ordered: node.listType === 'number',
          items: childrenOf(node).map((item) => inlines(childrenOf(item))),
        },
      ];
    default: {
      // Node kinds the portal does not know yet keep their text as a paragraph rather than vanish.
      const children = inlines(childrenOf(node));
      return children.length > 0 ? [{ type: 'paragraph', children }] : [];
    }
  }
}

/** Converts an editor's Lexical document into the portal's closed rich-text format. */
export function lexicalToRichText(document: unknown): RichText {
  const root = (document as { root?: LexicalNode } | null | undefined)?.root;
  return root ? childrenOf(root).flatMap(block) : [];
}
