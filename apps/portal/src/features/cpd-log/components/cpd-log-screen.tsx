import type { CpdEntry } from '@hcp/contracts/cpd-log';
import { useState } from 'react';
import { Link } from 'react-router';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Award } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { describeFailure, messageOf } from '../../../lib/errors';
import { selectToken } from '../../../lib/auth-session';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { keptAnswersAccountOf, keptFormNamesOf } from '../../../lib/kept-answers';
import { showToast } from '../../../lib/show-toast';
import { useDeleteCpdEntryMutation, useGetCpdLogQuery } from '../api/cpd-log-api';
import { cpdLogTexts as texts } from '../texts';
import { useCpdExport } from '../use-cpd-export';
import { useCpdPeriod } from '../use-cpd-period';
import { CpdEntryCard } from './cpd-entry-card';
import { CpdEntryForm, keptCpdEntryOf } from './cpd-entry-form';
import { CpdPeriodForm } from './cpd-period-form';
import { CpdTotals } from './cpd-totals';
import '../cpd-log.css';

/** /cpd-log: the period's totals, its entries with their CPD labels, own entries to add or change, and exports. */
export function CpdLogScreen() {
  const dispatch = useAppDispatch();
  const [period, choosePeriod] = useCpdPeriod();
  const page = usePageParam();
  const query = useGetCpdLogQuery({ ...period, page });
  const account = keptAnswersAccountOf(useAppSelector(selectToken));
  // An entry form with answers kept on this device (the session ended while it was typed in) opens again, filled in.
  const [editing, setEditing] = useState<number | 'new' | null>(() =>
    account === null ? null : keptCpdEntryOf(keptFormNamesOf(account)),
  );
  const [deleteEntry, deletion] = useDeleteCpdEntryMutation();
  const { exportLog, pendingFormat } = useCpdExport();

  const onDelete = async (entry: CpdEntry) => {
    const answer = await dispatch(
      showToast({
        variant: 'warning',
        type: 'option',
        title: texts.entries.confirmDelete(entry.title),
        text: texts.entries.confirmDeleteText,
        fixed: true,
      }),
    );
    if (answer !== 'yes') return;
    const result = await deleteEntry(entry);
    void dispatch(
      result.error
        ? showToast({
            variant: 'error',
            title: texts.entries.deleteFailed,
            text: describeFailure(result.error) ?? messageOf(result.error, ''),
          })
        : showToast({ variant: 'success', title: texts.entries.deleted, text: entry.title }),
    );
  };

  return (
    <section aria-labelledby="cpd-log-heading" className="cpd-log">
      <h1 id="cpd-log-heading">{texts.heading}</h1>
      <p>{texts.intro}</p>
      <CpdPeriodForm period={period} onChange={choosePeriod} />
      <QueryView query={query} loading={texts.loading}>
        {(log) => (
          <>
            <CpdTotals log={log} />
            <section className="cpd-export" aria-labelledby="cpd-export-heading">
              <h2 id="cpd-export-heading">{texts.export.heading}</h2>
              <div className="cpd-actions">
                {(['csv', 'pdf'] as const).map((format) => (
                  <button
                    key={format}
                    type="button"
                    className="button button-secondary"
                    onClick={() => void exportLog(period, format)}
                    disabled={pendingFormat !== undefined}
                    aria-busy={pendingFormat === format}
                  >
                    {pendingFormat === format ? texts.export.exporting : texts.export[format]}
                  </button>
                ))}
              </div>
            </section>
            <section aria-labelledby="cpd-entries-heading">
              <h2 id="cpd-entries-heading">{texts.entries.heading}</h2>
              {editing === 'new' ? (
                <CpdEntryForm onDone={() => setEditing(null)} />
              ) : (
                <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
                  {texts.form.addButton}
                </button>
              )}
              {log.entries.items.length === 0 ? (
                <EmptyState icon={Award} action={<Link to={paths.education}>{texts.entries.browseEducation}</Link>}>
                  {texts.entries.empty}
                </EmptyState>
              ) : (
                <ul className="cpd-entry-list">
                  {log.entries.items.map((entry) => (
                    <li key={entry.id}>
                      {editing === entry.id ? (
                        <CpdEntryForm entry={entry} onDone={() => setEditing(null)} />
                      ) : (
                        <CpdEntryCard
                          entry={entry}
                          onEdit={() => setEditing(entry.id)}
                          onDelete={() => void onDelete(entry)}
                          deleting={deletion.isLoading && deletion.originalArgs?.id === entry.id}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <Pager page={log.entries.page} totalPages={log.entries.totalPages} label={texts.entries.pager} />
            </section>
          </>
        )}
      </QueryView>
    </section>
  );
}
