import type { RichBlock, RichInline, RichText } from '@hcp/contracts/rich-text';
import { isSafeLinkUrl } from '@hcp/contracts/safe-links';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { uiTexts } from '../texts';

function renderInline(inline: RichInline, key: number): ReactNode {
  switch (inline.type) {
    case 'linebreak':
      return <br key={key} />;
    case 'link': {
      const children = inline.children.map(renderInline);
      // The server only sends safe targets; checking again costs nothing and guards against a bad answer.
      if (!isSafeLinkUrl(inline.url)) return <span key={key}>{children}</span>;
      if (inline.url.startsWith('/')) {
        return (
          <Link key={key} to={inline.url}>
            {children}
          </Link>
        );
      }
      return (
        <a key={key} href={inline.url} {...(inline.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
          {inline.newTab && <span className="visually-hidden"> {uiTexts.richText.opensInNewTab}</span>}
        </a>
      );
    }
    case 'text': {
      let node: ReactNode = inline.text;
      if (inline.code) node = <code>{node}</code>;
      if (inline.bold) node = <strong>{node}</strong>;
      if (inline.italic) node = <em>{node}</em>;
      if (inline.underline) node = <u>{node}</u>;
      if (inline.strikethrough) node = <s>{node}</s>;
      return <span key={key}>{node}</span>;
    }
  }
}

function renderBlock(block: RichBlock, key: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{block.children.map(renderInline)}</p>;
    case 'heading': {
      const Heading = `h${String(block.level)}` as 'h2' | 'h3' | 'h4';
      return <Heading key={key}>{block.children.map(renderInline)}</Heading>;
    }
    case 'quote':
      return <blockquote key={key}>{block.children.map(renderInline)}</blockquote>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {block.items.map((item, index) => (
            <li key={index}>{item.map(renderInline)}</li>
          ))}
        </List>
      );
    }
  }
}

/** Editors' rich text, built from React elements only: text is always text, never HTML. */
export function RichTextView({ content }: { content: RichText }) {
  return <div className="rich-text">{content.map(renderBlock)}</div>;
}
