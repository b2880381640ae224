import type { DocumentLink } from '@hcp/contracts/content';
import { useState } from 'react';

import { api } from './api';
import { describeFailure } from './errors';
import { showToast } from './show-toast';
import { useAppDispatch } from './hooks';
import { libTexts } from './texts';

/** Attachments come through the authorised call with the bearer token, never a public URL; the answer becomes a blob URL. */
const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadDocument: build.mutation<string, number>({
      query: (id) => ({
        url: `api/v1/documents/${String(id)}`,
        headers: { Accept: '*/*' },
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown),
      }),
    }),
  }),
});

/** Downloads attachments: saves the file under its own name, and says so with a toast when it fails. */
export function useDocumentDownload() {
  const dispatch = useAppDispatch();
  const [trigger] = documentsApi.useDownloadDocumentMutation();
  const [pending, setPending] = useState<number | null>(null);

  const download = async (document: DocumentLink) => {
    setPending(document.id);
    const result = await trigger(document.id);
    setPending(null);
    if (result.error) {
      void dispatch(
        showToast({
          variant: 'error',
          title: libTexts.downloadFailed(document.title),
          text: describeFailure(result.error),
        }),
      );
      return;
    }
    const link = window.document.createElement('a');
    link.href = result.data;
    link.download = document.filename;
    link.click();
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(result.data), 10_000);
  };

  return { download, pending };
}
