import { type Team, type TeamPage, TeamPageSchema, TeamSchema } from '@hcp/contracts/teams';

import { api } from '../../../lib/api';

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeams: build.query<TeamPage, { page: number }>({
      query: ({ page }) => ({ url: 'api/v1/teams', params: { page } }),
      responseSchema: __CHECK_API_ANSWERS__ ? TeamPageSchema : undefined,
    }),
    getTeam: build.query<Team, string>({
      query: (slug) => `api/v1/team/${encodeURIComponent(slug)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? TeamSchema : undefined,
    }),
  }),
});

export const { useGetTeamsQuery, useGetTeamQuery } = teamsApi;
