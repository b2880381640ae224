import {
  type Trial,
  type TrialPage,
  TrialPageSchema,
  TrialSchema,
  type TrialTeam,
  TrialTeamSchema,
} from '@hcp/contracts/clinical-trials';

import { api } from '../../../lib/api';
import type { TrialFilters } from '../filters';

export const clinicalTrialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClinicalTrials: build.query<TrialPage, TrialFilters & { page: number; perPage?: number }>({
      query: (args) => ({ url: 'api/v1/clinical-trials', params: args }),
      responseSchema: __CHECK_API_ANSWERS__ ? TrialPageSchema : undefined,
    }),
    getClinicalTrial: build.query<Trial, string>({
      query: (slug) => `api/v1/clinical-trial/${encodeURIComponent(slug)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? TrialSchema : undefined,
    }),
    getClinicalTrialTeam: build.query<TrialTeam, string>({
      query: (teamSlug) => `api/v1/clinical-trial-team/${encodeURIComponent(teamSlug)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? TrialTeamSchema : undefined,
    }),
  }),
});

export const { useGetClinicalTrialsQuery, useGetClinicalTrialQuery, useGetClinicalTrialTeamQuery } = clinicalTrialsApi;
