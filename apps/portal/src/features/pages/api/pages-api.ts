import { type MedicalInformationLine, MedicalInformationLineSchema } from '@hcp/contracts/forms';
import { type PublicPage, PublicPageSchema, type PublicPageSlug } from '@hcp/contracts/pages';

import { api } from '../../../lib/api';

export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicPage: build.query<PublicPage, PublicPageSlug>({
      query: (slug) => `api/v1/pages/${slug}`,
      responseSchema: __CHECK_API_ANSWERS__ ? PublicPageSchema : undefined,
    }),
    /** The Medical Information line editors keep (public): the people to ask, on the landing and unapproved screens. */
    getMedicalInformation: build.query<MedicalInformationLine, undefined>({
      query: () => 'api/v1/medical-information',
      responseSchema: __CHECK_API_ANSWERS__ ? MedicalInformationLineSchema : undefined,
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetPublicPageQuery, useGetMedicalInformationQuery } = pagesApi;
