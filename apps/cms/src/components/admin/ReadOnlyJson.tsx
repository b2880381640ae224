import type { JSONFieldServerComponent } from 'payload';

/** The value at a field's path (`sso.groups`) in the document's data. */
function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) return (value as Record<string, unknown>)[key];
    return undefined;
  }, data);
}

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/**
 * A read-only JSON field as people read it: a list's entries, or an object's names and values. It replaces Payload's
 * JSON editor, which loads its code editor from a public CDN: the admin must load nothing from outside the server.
 * Used for the groups an identity provider gave a CMS account, the claims a professional signed up with, an audit
 * event's details and a review's reviewers.
 */
export const ReadOnlyJson: JSONFieldServerComponent = (props) => {
  const value = valueAt(props.data, props.path);
  const label = typeof props.field.label === 'string' ? props.field.label : props.field.name;
  const headingId = `read-only-json-${props.path.replace(/\W/g, '-')}`;
  const description = typeof props.field.admin?.description === 'string' ? props.field.admin.description : undefined;
  let content;
  if (Array.isArray(value) && value.length > 0) {
    content = (
      <ul className="read-only-json__list">
        {value.map((entry, index) => (
          <li key={index}>{textOf(entry)}</li>
        ))}
      </ul>
    );
  } else if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    content = (
      <dl className="submission-answers__list">
        {Object.entries(value as Record<string, unknown>).map(([name, entry]) => (
          <div key={name} className="submission-answers__item">
            <dt>{name}</dt>
            <dd>{textOf(entry)}</dd>
          </div>
        ))}
      </dl>
    );
  } else content = <p>None.</p>;
  return (
    <section className="field-type read-only-json" aria-labelledby={headingId}>
      <h3 id={headingId} className="submission-answers__title">
        {label}
      </h3>
      {content}
      {description ? <p className="field-description">{description}</p> : null}
    </section>
  );
};
