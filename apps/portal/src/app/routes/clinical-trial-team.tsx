import { Link, useParams } from 'react-router';

import { QueryView } from '../../components/ui/query-view/query-view';
import { useGetClinicalTrialTeamQuery } from '../../features/clinical-trials/api/clinical-trials-api';
import { TrialStatusBadge } from '../../features/clinical-trials/components/trial-status-badge';
import { clinicalTrialsTexts as texts } from '../../features/clinical-trials/texts';
import { TeamProfile } from '../../features/meet-the-team/components/team-profile';
import { RequestCallbackLink } from '../request-callback-link';

/**
 * /clinical-trials/meet-the-team/:teamSlug: a trial's contact team, for anyone who may read clinical trials (even
 * without Meet the team), with the trials it supports. It joins the two features, so it lives with the routes.
 */
export function ClinicalTrialTeamRoute() {
  const { teamSlug = '' } = useParams();
  const query = useGetClinicalTrialTeamQuery(teamSlug);
  return (
    <QueryView query={query} loading={texts.loadingTeam}>
      {(team) => (
        <TeamProfile team={team}>
          <section aria-labelledby="team-trials-heading">
            <h2 id="team-trials-heading">{texts.teamTrials}</h2>
            <ul className="card-list">
              {team.trials.map((trial) => (
                <li key={trial.path} className="card">
                  <p className="muted">{trial.shortTitle}</p>
                  <h3>
                    <Link to={trial.path}>{trial.title}</Link>
                  </h3>
                  <TrialStatusBadge status={trial.status} />
                </li>
              ))}
            </ul>
          </section>
          <RequestCallbackLink />
        </TeamProfile>
      )}
    </QueryView>
  );
}
