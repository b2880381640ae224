import { RichTextSchema } from '@hcp/contracts/rich-text';
import { describe, expect, it } from 'vitest';

import { element, text } from '../seed/lexical';
import { lexicalToRichText } from './lexicalToRichText';

describe('lexicalToRichText', () => {
  it('keeps paragraphs, headings, lists, quotes, formatting and safe links', () => {
    const document = {
      root: element('root', [
        element('heading', [text('Storage')], { tag: 'h2' }),
        element('paragraph', [
          text('Keep '),
          text('below 25 °C', 1 | 2),
          { type: 'linebreak', version: 1 },
          text('Do not freeze.'),
        ]),
        element(
          'list',
          [element('listitem', [text('First')], { value: 1 }), element('listitem', [text('Second')], { value: 2 })],
          {
            listType: 'number',
            tag: 'ol',
          },
        ),
        element('quote', [text('Quoted')]),
        element('paragraph', [
          element('link', [text('our team')], {
            fields: { url: 'mailto:medinfo@example.com', newTab: false, linkType: 'custom' },
          }),
        ]),
      ]),
    };
    const rich = lexicalToRichText(document);
    expect(RichTextSchema.parse(rich)).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Storage' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Keep ' },
          { type: 'text', text: 'below 25 °C', bold: true, italic: true },
          { type: 'linebreak' },
          { type: 'text', text: 'Do not freeze.' },
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'First' }], [{ type: 'text', text: 'Second' }]] },
      { type: 'quote', children: [{ type: 'text', text: 'Quoted' }] },
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            url: 'mailto:medinfo@example.com',
            newTab: false,
            children: [{ type: 'text', text: 'our team' }],
          },
        ],
      },
    ]);
  });

  it('drops the target of an unsafe link but keeps its words, and keeps markup-looking text as text', () => {
    const rich = lexicalToRichText({
      root: element('root', [
        element('paragraph', [
          element('link', [text('click me')], { fields: { url: 'javascript:alert(1)' } }),
          text('<img src=x onerror=alert(1)>'),
        ]),
      ]),
    });
    expect(rich).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'click me' },
          { type: 'text', text: '<img src=x onerror=alert(1)>' },
        ],
      },
    ]);
  });

  it('answers nothing for an empty or malformed document', () => {
    expect(lexicalToRichText(null)).toEqual([]);
    expect(lexicalToRichText({})).toEqual([]);
    expect(lexicalToRichText({ root: { children: 'nope' } })).toEqual([]);
  });
});
