import { THERAPEUTIC_AREA_LABELS, TRIAL_PHASE_LABELS } from '@hcp/contracts/clinical-trials';
import { Link, useSearchParams } from 'react-router';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { FlaskConical, FunnelX } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { useGetClinicalTrialsQuery } from '../api/clinical-trials-api';
import { hasFilters, trialFiltersFrom } from '../filters';
import { clinicalTrialsTexts as texts } from '../texts';
import { TrialFiltersForm } from './trial-filters';
import { TrialStatusBadge } from './trial-status-badge';
import '../clinical-trials.css';

/** /clinical-trials: the trials as cards, filtered by the URL's status, phase and area. */
export function TrialList() {
  const [searchParams] = useSearchParams();
  const filters = trialFiltersFrom(searchParams);
  const page = usePageParam();
  const query = useGetClinicalTrialsQuery({ ...filters, page });
  return (
    <section aria-labelledby="trials-heading">
      <h1 id="trials-heading">{texts.listHeading}</h1>
      <p>{texts.listIntro}</p>
      <TrialFiltersForm />
      <p role="status" className="muted">
        {query.currentData ? texts.found(query.currentData.totalItems) : ''}
      </p>
      <QueryView
        query={query}
        loading={texts.loadingTrials}
        isEmpty={(result) => result.items.length === 0}
        empty={
          hasFilters(filters) ? (
            <EmptyState icon={FunnelX}>{texts.noMatches}</EmptyState>
          ) : (
            <EmptyState icon={FlaskConical}>{texts.noTrials}</EmptyState>
          )
        }
      >
        {(result) => (
          <>
            <ul className="card-list">
              {result.items.map((trial) => (
                <li key={trial.id} className="card trial-card">
                  <p className="trial-acronym">{trial.shortTitle}</p>
                  <h2>
                    <Link to={trial.path}>{trial.title}</Link>
                  </h2>
                  <TrialStatusBadge status={trial.status} />
                  <p className="muted">
                    {TRIAL_PHASE_LABELS[trial.phase]} · {THERAPEUTIC_AREA_LABELS[trial.therapeuticArea]}
                  </p>
                </li>
              ))}
            </ul>
            <Pager page={result.page} totalPages={result.totalPages} label={texts.trialsPager} />
          </>
        )}
      </QueryView>
    </section>
  );
}
