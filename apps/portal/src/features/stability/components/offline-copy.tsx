import type { StabilityProduct } from '@hcp/contracts/stability';
import { useState } from 'react';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Check, Download } from '../../../components/ui/icon/icon';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths, stabilityProductPath } from '../../../config/paths';
import { useAppDispatch } from '../../../lib/hooks';
import { copiesChanged, indexedDbCopies, type OfflineCopy, requestCopiesRefresh } from '../../../lib/offline-copies';
import { useOfflineReader } from '../../../lib/offline-reading';
import { showToast } from '../../../lib/show-toast';
import { useGetStarredProductsQuery } from '../api/starred-api';
import { useGetProductYSiteQuery } from '../api/y-site-api';
import { saveChosenCopy } from '../offline/offline-sync';
import { useOfflineCopy, useOfflineCopyList } from '../offline/use-offline-copies';
import { stabilityTexts } from '../texts';
import '../stability.css';

const texts = stabilityTexts.offline;

export const SAVED_AT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/**
 * "Save for offline" on a product the server has just answered: pressed, the product as shown is kept on this device
 * for this account; pressed again, the copy goes. A starred product is kept while it is starred, so it says so instead.
 */
export function SaveOfflineToggle({ product }: { product: StabilityProduct }) {
  const reader = useOfflineReader();
  const dispatch = useAppDispatch();
  const copy = useOfflineCopy(reader?.accountId, product.slug);
  const { data: starred } = useGetStarredProductsQuery(undefined);
  // The page's Y-site section asks for the same answer; the copy keeps it, so the check works offline too.
  const { currentData: ySite } = useGetProductYSiteQuery(product.slug);
  const [busy, setBusy] = useState(false);
  if (!reader || reader.offline || copy === undefined || !starred) return null;
  const isStarred = starred.items.some((item) => item.slug === product.slug);
  if (isStarred && copy && !copy.chosen) return <p className="offline-copy-note">{texts.keptWhileStarred}</p>;
  const saved = copy?.chosen === true;
  const toggle = async () => {
    setBusy(true);
    try {
      if (saved && !isStarred) await indexedDbCopies.remove(reader.accountId, product.slug);
      else if (saved) await indexedDbCopies.put({ ...copy, chosen: false, starred: true });
      else {
        const saved = await saveChosenCopy(indexedDbCopies, reader.accountId, product, isStarred, new Date(), ySite);
        // Records not read yet are read by a refresh now, rather than at the next one.
        if (saved.ySite === null) requestCopiesRefresh();
      }
      copiesChanged();
    } catch {
      void dispatch(showToast({ variant: 'error', title: texts.saveFailed, text: texts.saveFailedText }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button-icon"
      aria-pressed={saved}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {saved ? <Check /> : <Download />}
      {saved ? texts.saved : texts.save}
    </button>
  );
}

/** Above a product read from its offline copy: what it is and when it was saved, in words, not by colour. */
export function OfflineCopyBanner({ copy, offline }: { copy: OfflineCopy; offline: boolean }) {
  return (
    <section className="offline-copy-banner" role="status" aria-label={texts.bannerLabel}>
      <p className="offline-copy-banner-title">{texts.banner(SAVED_AT.format(new Date(copy.savedAt)))}</p>
      <p>{offline ? texts.bannerText : texts.bannerOnlineText}</p>
      <p>
        <Link to={paths.offlineCopies}>{texts.openCopies}</Link>
      </p>
    </section>
  );
}

/** `/offline-copies`: the account's copies on this device, each with the date it was saved and a way to remove it. */
export function OfflineCopiesScreen() {
  const reader = useOfflineReader();
  const copies = useOfflineCopyList(reader?.accountId);
  const dispatch = useAppDispatch();
  const remove = async (copy: OfflineCopy) => {
    await indexedDbCopies.remove(copy.accountId, copy.slug).catch(() => undefined);
    copiesChanged();
    void dispatch(
      showToast({ variant: 'success', title: texts.removed(`${copy.product.name} ${copy.product.strength}`) }),
    );
  };
  return (
    <section className="offline-copies" aria-labelledby="offline-copies-heading">
      <h1 id="offline-copies-heading">{texts.listTitle}</h1>
      <p>{texts.listIntro}</p>
      {copies === undefined ? (
        <Skeleton label={texts.listLoading} lines={3} />
      ) : copies.length === 0 ? (
        <EmptyState icon={Download} action={<Link to={paths.stability}>{texts.browse}</Link>}>
          {texts.listEmpty}
        </EmptyState>
      ) : (
        <ul className="offline-copies-list">
          {copies.map((copy) => {
            const name = `${copy.product.name} ${copy.product.strength}`;
            return (
              <li key={copy.slug}>
                <div>
                  <Link to={stabilityProductPath(copy.slug)}>{name}</Link>
                  <p className="muted">{texts.savedOn(SAVED_AT.format(new Date(copy.savedAt)))}</p>
                </div>
                {copy.chosen || !copy.starred ? (
                  <button
                    type="button"
                    className="button"
                    aria-label={texts.remove(name)}
                    onClick={() => void remove(copy)}
                  >
                    {texts.removeLabel}
                  </button>
                ) : (
                  <p className="muted">{texts.starred}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
