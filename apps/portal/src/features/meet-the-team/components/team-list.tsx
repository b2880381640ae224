import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Users } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { useGetTeamsQuery } from '../api/teams-api';
import { meetTheTeamTexts as texts } from '../texts';
import '../meet-the-team.css';

/** /meet-the-team: every team, in the order editors set. `children` follows the intro (other ways to reach us). */
export function TeamList({ children }: { children?: ReactNode }) {
  const page = usePageParam();
  const query = useGetTeamsQuery({ page });
  return (
    <section aria-labelledby="teams-heading">
      <h1 id="teams-heading">{texts.listHeading}</h1>
      <p>{texts.listIntro}</p>
      {children}
      <QueryView
        query={query}
        loading={texts.loadingTeams}
        isEmpty={(result) => result.items.length === 0}
        empty={<EmptyState icon={Users}>{texts.noTeams}</EmptyState>}
      >
        {(result) => (
          <>
            <ul className="card-list">
              {result.items.map((team) => (
                <li key={team.id} className="card team-card">
                  <h2>
                    <Link to={team.path}>{team.name}</Link>
                  </h2>
                  <p>{team.summary}</p>
                  {team.remit && (
                    <p className="muted">
                      {texts.remit}: {team.remit}
                    </p>
                  )}
                  <p className="muted">{texts.members(team.memberCount)}</p>
                </li>
              ))}
            </ul>
            <Pager page={result.page} totalPages={result.totalPages} label={texts.teamsPager} />
          </>
        )}
      </QueryView>
    </section>
  );
}
