import { type Submenu, type SubmenuArea, SubmenuSchema } from '@hcp/contracts/content';

import { api } from '../../../lib/api';

export const navigationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubmenu: build.query<Submenu, SubmenuArea>({
      query: (area) => `api/v1/menu/${area}`,
      responseSchema: __CHECK_API_ANSWERS__ ? SubmenuSchema : undefined,
    }),
  }),
});

export const { useGetSubmenuQuery } = navigationApi;
