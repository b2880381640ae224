import type { RichBlock, RichInline } from '@hcp/contracts/rich-text';
import { isSafeLinkUrl } from '@hcp/contracts/rich-text';
import { Gutter } from '@payloadcms/ui';
import type { AdminViewServerProps, CollectionSlug, Field } from 'payload';
import type { ReactNode } from 'react';

import { isStaffUser } from '../../access/isStaff';
import { isPastReviewBy } from '../../fields/governance';
import { lexicalToRichText } from '../../utilities/lexicalToRichText';

type Value = unknown;
type NamedField = Field & { name: string; label?: unknown; type: string };

/** The fields an editor fills, with rows and collapsibles opened up; layout-only and hidden fields left out. */
function contentFields(fields: Field[]): NamedField[] {
  return fields.flatMap((field): NamedField[] => {
    if (field.type === 'row' || field.type === 'collapsible') return contentFields(field.fields);
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => contentFields(tab.fields));
    if (!('name' in field) || field.type === 'ui' || field.hidden || field.admin?.hidden) return [];
    if (['slug', 'governance', 'reviewStatus'].includes(field.name)) return [];
    return [field];
  });
}

function labelOf(field: NamedField): string {
  if (typeof field.label === 'string') return field.label;
  return field.name.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());
}

function inline(node: RichInline, key: number): ReactNode {
  if (node.type === 'linebreak') return <br key={key} />;
  if (node.type === 'link') {
    const children = node.children.map(inline);
    return isSafeLinkUrl(node.url) ? (
      <a key={key} href={node.url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span key={key}>{children}</span>
    );
  }
  let text: ReactNode = node.text;
  if (node.bold) text = <strong>{text}</strong>;
  if (node.italic) text = <em>{text}</em>;
  return <span key={key}>{text}</span>;
}

function block(node: RichBlock, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{node.children.map(inline)}</p>;
    case 'heading':
      return <h3 key={key}>{node.children.map(inline)}</h3>;
    case 'quote':
      return <blockquote key={key}>{node.children.map(inline)}</blockquote>;
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {node.items.map((item, index) => (
            <li key={index}>{item.map(inline)}</li>
          ))}
        </List>
      );
    }
  }
}

function plain(value: Value): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, Value>;
    if ('title' in record) return plain(record.title);
    if ('name' in record) return plain(record.name);
    return Object.values(record).map(plain).join(' ');
  }
  return '—';
}

function renderValue(field: NamedField, value: Value): ReactNode {
  if (field.type === 'richText') {
    const blocks = lexicalToRichText(value);
    return blocks.length > 0 ? blocks.map(block) : '—';
  }
  if (field.type === 'array' && 'fields' in field && Array.isArray(value)) {
    const columns = contentFields(field.fields).filter((column) => column.name !== 'id');
    if (value.length === 0) return '—';
    return (
      <div style={{ overflowX: 'auto' }}>
        <table className="table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.name} scope="col">
                  {labelOf(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {value.map((row: Record<string, Value>, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.name}>{plain(row[column.name])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if (field.type === 'group' && 'fields' in field && value && typeof value === 'object') {
    const record = value as Record<string, Value>;
    return contentFields(field.fields)
      .map((inner) => `${labelOf(inner)}: ${plain(record[inner.name])}`)
      .join(' · ');
  }
  return plain(value);
}

/**
 * The Preview tab of every content item: its latest version, draft or published, laid out with the words the portal
 * will show, and its governance. Staff only; the portal itself only ever serves what is published.
 */
export async function ContentPreview({ initPageResult, params }: AdminViewServerProps) {
  const { req } = initPageResult;
  const segments = (params?.segments ?? []) as string[];
  const [, collection, id] = segments;
  if (!isStaffUser(req.user) || !collection || !id || !(collection in req.payload.collections)) {
    return (
      <Gutter>
        <p>This preview is for CMS staff.</p>
      </Gutter>
    );
  }
  const config = req.payload.collections[collection as CollectionSlug].config;
  const doc = (await req.payload.findByID({
    collection: collection as CollectionSlug,
    id,
    draft: true,
    depth: 1,
    user: req.user,
    overrideAccess: false,
  })) as unknown as Record<string, Value> & {
    _status?: string;
    updatedAt: string;
    governance?: { approvalCode?: string; dateOfPreparation?: string; reviewBy?: string };
  };
  const titleField = config.admin.useAsTitle ?? 'id';
  const governance = doc.governance;
  return (
    <Gutter>
      <div style={{ maxWidth: '48rem', paddingBlock: '1.5rem' }}>
        <p>
          <strong>
            {doc._status === 'published' ? 'Published version' : 'Draft: not in the portal until published'}
          </strong>
          {' · '}
          {isPastReviewBy(governance?.reviewBy) ? 'Past its review-by date: the portal does not show it' : 'Current'}
        </p>
        {/* The admin's document header holds the page's h1. */}
        <h2>{plain(doc[titleField])}</h2>
        <dl>
          {contentFields(config.fields)
            .filter((field) => field.name !== titleField)
            .map((field) => (
              <div key={field.name} style={{ marginBottom: '1rem' }}>
                <dt>
                  <strong>{labelOf(field)}</strong>
                </dt>
                <dd style={{ marginInlineStart: 0 }}>{renderValue(field, doc[field.name])}</dd>
              </div>
            ))}
        </dl>
        <p>
          {governance?.approvalCode ?? '—'} · Date of preparation: {governance?.dateOfPreparation?.slice(0, 10) ?? '—'}{' '}
          · Review by: {governance?.reviewBy?.slice(0, 10) ?? '—'}
        </p>
      </div>
    </Gutter>
  );
}
