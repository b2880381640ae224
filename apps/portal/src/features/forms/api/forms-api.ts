import {
  type FormDefinition,
  FormDefinitionSchema,
  type FormSubmissionBody,
  type FormSubmissionResult,
  FormSubmissionResultSchema,
  IDEMPOTENCY_HEADER,
} from '@hcp/contracts/forms';

import { api } from '../../../lib/api';
import { KEEP_SCREEN_ON_403 } from '../../../lib/sign-in-again';
import type { UploadProgress } from '../../../lib/upload-request';

export type SubmitFormArgs = {
  slug: string;
  body: FormSubmissionBody;
  /** The files of each file field; sent as multipart parts named after the field. */
  files: Record<string, File[]>;
  /** The same key for retries of one attempt, so the server never stores it twice. */
  idempotencyKey: string;
  onProgress?: (progress: UploadProgress) => void;
};

const submissionsPath = (slug: string) => `api/v1/forms/${encodeURIComponent(slug)}/submissions`;

export const formsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getForm: build.query<FormDefinition, string>({
      query: (slug) => `api/v1/forms/${encodeURIComponent(slug)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? FormDefinitionSchema : undefined,
    }),
    /**
     * Sends a submission through the API's base query: JSON, or, with files, multipart with the upload's progress
     * (the base query sends it by XMLHttpRequest when asked for progress).
     */
    submitForm: build.mutation<FormSubmissionResult, SubmitFormArgs>({
      query: ({ slug, body, files, idempotencyKey, onProgress }) => {
        const request = {
          url: submissionsPath(slug),
          method: 'POST',
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        };
        const parts = Object.entries(files).filter(([, list]) => list.length > 0);
        if (parts.length === 0) return { ...request, body };
        const multipart = new FormData();
        multipart.append('submission', JSON.stringify(body));
        for (const [name, list] of parts) for (const file of list) multipart.append(name, file, file.name);
        return { ...request, body: multipart, onProgress };
      },
      responseSchema: __CHECK_API_ANSWERS__ ? FormSubmissionResultSchema : undefined,
      // A 403 keeps the form on the screen: the person signs in again over it (lib/sign-in-again.ts).
      extraOptions: KEEP_SCREEN_ON_403,
      // Sending a form ends the account's saved draft of it.
      invalidatesTags: (result, _error, { slug }) => (result ? [{ type: 'FormDraft', id: slug }, 'FormDraftList'] : []),
    }),
  }),
});

export const { useGetFormQuery, useSubmitFormMutation } = formsApi;
