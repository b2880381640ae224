import type { CpdEntry } from '@hcp/contracts/cpd-log';
import { generatePath, Link } from 'react-router';

import { CpdLabel } from '../../../components/ui/cpd-label/cpd-label';
import { formatDate } from '../../../components/ui/governance/governance-note';
import { paths } from '../../../config/paths';
import { cpdLogTexts } from '../texts';

const texts = cpdLogTexts.entries;

type CpdEntryCardProps = { entry: CpdEntry; onEdit: () => void; onDelete: () => void; deleting: boolean };

/** One entry of the log: what, when, its CPD label, the reflection, and the owner's actions. */
export function CpdEntryCard({ entry, onEdit, onDelete, deleting }: CpdEntryCardProps) {
  const headingId = `cpd-entry-${String(entry.id)}`;
  return (
    <article className="card cpd-entry" aria-labelledby={headingId}>
      <h3 id={headingId}>{entry.title}</h3>
      <p className="cpd-entry-meta">
        <time dateTime={entry.date}>{formatDate(entry.date)}</time> · {texts.planning[entry.planning]}
      </p>
      <CpdLabel cpd={entry.cpd} />
      {entry.reflection.learned && (
        <p>
          <strong>{texts.learned}:</strong> {entry.reflection.learned}
        </p>
      )}
      {entry.reflection.practice && (
        <p>
          <strong>{texts.practice}:</strong> {entry.reflection.practice}
        </p>
      )}
      {entry.peerDiscussion && (
        <p>
          <strong>{texts.peerDiscussion}:</strong> {entry.peerDiscussion}
        </p>
      )}
      {entry.educationItem && (
        <p>
          <Link
            to={generatePath(paths.educationItem, {
              parent: entry.educationItem.parentSlug,
              single: entry.educationItem.slug,
            })}
          >
            {texts.openItem}
            <span className="visually-hidden">: {entry.title}</span>
          </Link>
        </p>
      )}
      <div className="cpd-actions">
        <button type="button" className="button button-secondary" onClick={onEdit} aria-label={texts.edit(entry.title)}>
          {texts.editText}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={onDelete}
          disabled={deleting}
          aria-busy={deleting}
          aria-label={texts.delete(entry.title)}
        >
          {texts.deleteText}
        </button>
      </div>
    </article>
  );
}
