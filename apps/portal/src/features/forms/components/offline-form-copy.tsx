import { useEffect, useState } from 'react';

import { LostConnection } from '../../../components/ui/status-screens/status-screens';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { indexedDbFormCopies, type OfflineFormCopy, offlineCopiesSupported } from '../../../lib/offline-copies';
import { formsTexts } from '../texts';
import { FormRenderer } from './form-renderer';

const texts = formsTexts.offlineCopy;
const SAVED_AT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/**
 * A pinned form opened with the server out of reach (docs/offline.md): its saved definition, read-only (every control
 * disabled, nothing can be sent), under a note that sending needs a connection. Only the copy of the form in the
 * address is drawn; without one, the usual offline screen.
 */
export function OfflineFormCopy({ accountId, slug }: { accountId: number; slug: string }) {
  const [found, setFound] = useState<{ slug: string; copy: OfflineFormCopy | null }>();
  useEffect(() => {
    let current = true;
    const read = offlineCopiesSupported() ? indexedDbFormCopies.read(accountId, slug) : Promise.resolve(undefined);
    read
      .then((copy) => current && setFound({ slug, copy: copy ?? null }))
      .catch(() => current && setFound({ slug, copy: null }));
    return () => {
      current = false;
    };
  }, [accountId, slug]);
  if (found?.slug !== slug) return <Skeleton label={texts.loading} />;
  if (!found.copy) return <LostConnection />;
  const { definition, savedAt } = found.copy;
  const headingId = `form-heading-${slug}`;
  return (
    <section aria-labelledby={headingId} className="form-screen">
      <div className="offline-form-copy-note" role="status" aria-label={texts.label}>
        <p className="offline-form-copy-title">{texts.title(SAVED_AT.format(new Date(savedAt)))}</p>
        <p>{texts.note}</p>
      </div>
      <div className="form-screen-heading">
        <h1 id={headingId}>{definition.title}</h1>
      </div>
      {definition.description && <p>{definition.description}</p>}
      <fieldset className="offline-form-copy" disabled>
        <FormRenderer key={definition.slug} definition={definition} />
      </fieldset>
    </section>
  );
}
