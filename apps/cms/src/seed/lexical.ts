/** Small builders for the Lexical documents the demo seed writes, in the shape Payload's editor saves. */
type Node = { type: string; version: number; [key: string]: unknown };
type ElementNode = Node & { children: Node[]; direction: 'ltr'; format: ''; indent: number };

export const element = (type: string, children: Node[], extra: Record<string, unknown> = {}): ElementNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
});

export const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
});
export const bold = (value: string): Node => text(value, 1);
export const link = (label: string, url: string): Node =>
  element('link', [text(label)], { fields: { url, newTab: false, linkType: 'custom' } });

export const paragraph = (...children: (Node | string)[]): Node =>
  element(
    'paragraph',
    children.map((child) => (typeof child === 'string' ? text(child) : child)),
    { textFormat: 0 },
  );
export const heading = (value: string, tag: 'h2' | 'h3' = 'h2'): Node => element('heading', [text(value)], { tag });
export const bullets = (...items: string[]): Node =>
  element(
    'list',
    items.map((item, index) => element('listitem', [text(item)], { value: index + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  );

export const document = (...children: Node[]): { root: ElementNode } => ({ root: element('root', children) });
