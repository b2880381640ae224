import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { FlaskConical } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { clinicalTrialsApi, useGetClinicalTrialsQuery } from '../api/clinical-trials-api';
import { clinicalTrialsTexts } from '../texts';

const texts = clinicalTrialsTexts.openTrialsWidget;
const SHOWN = 5;
const RECRUITING = { status: 'recruiting', page: 1, perPage: SHOWN } as const;

/** What the widget reads, asked for as soon as the dashboard's answer lists it (app/dashboard-widgets.tsx). */
export const prefetchOpenTrials = () => clinicalTrialsApi.util.prefetch('getClinicalTrials', RECRUITING, {});

/** The dashboard's open clinical trials: those recruiting now, by title. */
export function OpenTrialsWidget() {
  const query = useGetClinicalTrialsQuery(RECRUITING);
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.items.length === 0}
      empty={
        <EmptyState icon={FlaskConical} variant="inline" action={<Link to={paths.clinicalTrials}>{texts.all}</Link>}>
          {texts.empty}
        </EmptyState>
      }
    >
      {(result) => (
        <>
          <ul className="widget-list">
            {result.items.map((trial) => (
              <li key={trial.id}>
                <Link to={trial.path}>{trial.title}</Link> <span className="muted">({trial.shortTitle})</span>
              </li>
            ))}
          </ul>
          <p>
            <Link to={paths.clinicalTrials}>{texts.all}</Link>
          </p>
        </>
      )}
    </QueryView>
  );
}
