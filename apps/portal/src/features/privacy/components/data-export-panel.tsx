import type { DataExportStatus } from '@hcp/contracts/privacy';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';

import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { describeFailure, messageOf } from '../../../lib/errors';
import {
  useDownloadDataExportMutation,
  useGetDataExportQuery,
  useGetLatestDataExportQuery,
  useStartDataExportMutation,
} from '../api/privacy-api';
import { privacyTexts } from '../texts';

const texts = privacyTexts.export;
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });
/** While an export is being prepared, its status is asked for this often. */
const POLL_MS = 1500;

const inProgress = (status: DataExportStatus['status']) => status === 'queued' || status === 'building';

function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${String(Math.ceil(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Download my data": asks for an export, follows its preparation, then saves the ZIP through the authorised call. */
export function DataExportPanel() {
  const latest = useGetLatestDataExportQuery(undefined);
  const latestId = latest.data?.export?.id;
  const [polling, setPolling] = useState(false);
  const current = useGetDataExportQuery(latestId ?? skipToken, { pollingInterval: polling ? POLL_MS : 0 });
  const state: DataExportStatus | undefined = current.data ?? latest.data?.export ?? undefined;
  const preparing = state && inProgress(state.status) ? state : undefined;
  const active = preparing !== undefined;
  if (active !== polling) setPolling(active);

  const [start, started] = useStartDataExportMutation();
  const [download, downloaded] = useDownloadDataExportMutation();
  const [saveFailed, setSaveFailed] = useState<string | undefined>();

  const save = async (ready: NonNullable<DataExportStatus['download']>) => {
    setSaveFailed(undefined);
    const result = await download(ready.path);
    if (result.error) {
      setSaveFailed(describeFailure(result.error) ?? messageOf(result.error, texts.saveFailed));
      return;
    }
    const link = window.document.createElement('a');
    link.href = result.data;
    link.download = ready.fileName;
    link.click();
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(result.data), 10_000);
  };

  const startError = started.error ? messageOf(started.error, texts.startFailed) : undefined;
  const status =
    state?.status === 'ready' && state.download
      ? texts.ready(WHEN.format(new Date(state.download.expiresAt)))
      : active
        ? texts.preparing
        : state?.status === 'failed'
          ? texts.failed
          : state?.status === 'expired'
            ? texts.expired
            : '';

  return (
    <section className="privacy-panel" aria-labelledby="data-export-heading">
      <h3 id="data-export-heading">{texts.heading}</h3>
      <p>{texts.description}</p>
      <p className="muted">{texts.lifetime}</p>
      <FormAlert error={startError ?? saveFailed} />
      <p role="status" aria-live="polite" className={state?.status === 'failed' ? 'field-error' : 'privacy-status'}>
        {status}
      </p>
      {preparing && (
        <div className="privacy-progress">
          <progress id="data-export-progress" max={100} value={preparing.progress} aria-label={texts.progressLabel} />
          <span aria-hidden="true">{`${String(preparing.progress)} %`}</span>
        </div>
      )}
      <div className="privacy-actions">
        {state?.status === 'ready' && state.download && (
          <button
            type="button"
            className="button button-primary"
            disabled={downloaded.isLoading}
            onClick={() => state.download && void save(state.download)}
          >
            {downloaded.isLoading ? texts.saving : texts.save(sizeOf(state.download.bytes))}
          </button>
        )}
        {/* Never removed or disabled while the data is prepared, so the keyboard focus stays where it was. A press
            before the latest export has loaded is sent: the server refuses a second export with its reason. */}
        <button
          type="button"
          className={state?.status === 'ready' ? 'button' : 'button button-primary'}
          aria-disabled={active || started.isLoading}
          onClick={() => {
            if (!active && !started.isLoading) void start(undefined);
          }}
        >
          {active ? texts.preparing : started.isLoading ? texts.starting : state ? texts.again : texts.start}
        </button>
      </div>
    </section>
  );
}
