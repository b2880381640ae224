import { type Team, type TeamPage, TeamPageSchema, TeamSchema } from '@hcp/contracts/teams';

import { api } from '../../../lib/api';

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeams: build.query<TeamPage, { page: number }>({
      query: ({ page }) => ({ url: 'api/v1/teams', params: { page } }),
      responseSchema: TeamPageSchema,
    }),
    getTeam: build.query<Team, string>({
      query: (slug) => `api/v1/team/${encodeURIComponent(slug)}`,
      responseSchema: TeamSchema,
    }),
  }),
});

export const { useGetTeamsQuery, useGetTeamQuery } = teamsApi;
