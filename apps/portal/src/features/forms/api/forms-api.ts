import {
  type FormDefinition,
  FormDefinitionSchema,
  type FormSubmissionBody,
  type FormSubmissionResult,
  FormSubmissionResultSchema,
  IDEMPOTENCY_HEADER,
} from '@hcp/contracts/forms';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { api } from '../../../lib/api';
import { apiUrl } from '../../../lib/api-url';
import { sendWithProgress, type UploadProgress } from '../../../lib/upload-request';

export type SubmitFormArgs = {
  slug: string;
  body: FormSubmissionBody;
  /** The files of each file field; sent as multipart parts named after the field. */
  files: Record<string, File[]>;
  /** The same key for retries of one attempt, so the server never stores it twice. */
  idempotencyKey: string;
  onProgress?: (progress: UploadProgress) => void;
};

type StateWithToken = { authSession: { token: string | null } };

const submissionsPath = (slug: string) => `api/v1/forms/${encodeURIComponent(slug)}/submissions`;

export const formsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getForm: build.query<FormDefinition, string>({
      query: (slug) => `api/v1/forms/${encodeURIComponent(slug)}`,
      responseSchema: FormDefinitionSchema,
    }),
    /**
     * Sends a submission: JSON through the API's base query, or, with files, multipart through XMLHttpRequest so the
     * upload's progress can be shown.
     */
    submitForm: build.mutation<FormSubmissionResult, SubmitFormArgs>({
      async queryFn({ slug, body, files, idempotencyKey, onProgress }, { getState }, _extra, baseQuery) {
        const parts = Object.entries(files).filter(([, list]) => list.length > 0);
        if (parts.length === 0) {
          const result = await baseQuery({
            url: submissionsPath(slug),
            method: 'POST',
            body,
            headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
          });
          return result.error ? { error: result.error } : { data: result.data as FormSubmissionResult };
        }
        const multipart = new FormData();
        multipart.append('submission', JSON.stringify(body));
        for (const [name, list] of parts) for (const file of list) multipart.append(name, file, file.name);
        const headers: Record<string, string> = { Accept: 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey };
        const { token } = (getState() as StateWithToken).authSession;
        if (token) headers.Authorization = `Bearer ${token}`;
        try {
          const answer = await sendWithProgress({
            url: apiUrl(submissionsPath(slug)),
            headers,
            body: multipart,
            onProgress,
          });
          if (answer.status >= 200 && answer.status < 300) return { data: answer.data as FormSubmissionResult };
          return { error: { status: answer.status, data: answer.data } satisfies FetchBaseQueryError };
        } catch (failure) {
          return { error: { status: 'FETCH_ERROR', error: String(failure) } satisfies FetchBaseQueryError };
        }
      },
      responseSchema: FormSubmissionResultSchema,
    }),
  }),
});

export const { useGetFormQuery, useSubmitFormMutation } = formsApi;
