import { type ClientConfig, ClientConfigSchema } from '@hcp/contracts/observability';

import { api } from './api';

/** The server's run-time settings for error reporting and analytics: one build serves every environment. */
export const clientConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientConfig: build.query<ClientConfig, undefined>({
      query: () => 'api/v1/client-config',
      responseSchema: __CHECK_API_ANSWERS__ ? ClientConfigSchema : undefined,
      // Read once per page load; settings change only with a restart of the server.
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetClientConfigQuery } = clientConfigApi;
