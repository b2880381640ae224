import { Link } from 'react-router';

import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { useGetClinicalTrialsQuery } from '../api/clinical-trials-api';
import { clinicalTrialsTexts } from '../texts';

const texts = clinicalTrialsTexts.openTrialsWidget;
const SHOWN = 5;

/** The dashboard's open clinical trials: those recruiting now, by title. */
export function OpenTrialsWidget() {
  const query = useGetClinicalTrialsQuery({ status: 'recruiting', page: 1, perPage: SHOWN });
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.items.length === 0}
      empty={<p>{texts.empty}</p>}
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
