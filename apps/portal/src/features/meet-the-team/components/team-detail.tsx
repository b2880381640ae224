import type { ReactNode } from 'react';
import { useParams } from 'react-router';

import { QueryView } from '../../../components/ui/query-view/query-view';
import { useGetTeamQuery } from '../api/teams-api';
import { meetTheTeamTexts as texts } from '../texts';
import { TeamProfile } from './team-profile';

/** /meet-the-team/:teamSlug: one team and its members; `children` follows the members. */
export function TeamDetail({ children }: { children?: ReactNode }) {
  const { teamSlug = '' } = useParams();
  const query = useGetTeamQuery(teamSlug);
  return (
    <QueryView query={query} loading={texts.loadingTeam}>
      {(team) => <TeamProfile team={team}>{children}</TeamProfile>}
    </QueryView>
  );
}
