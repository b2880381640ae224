import type { CpdExportFormat, CpdPeriod } from '@hcp/contracts/cpd-log';

import { describeFailure, messageOf } from '../../lib/errors';
import { useAppDispatch } from '../../lib/hooks';
import { showToast } from '../../lib/show-toast';
import { useExportCpdLogMutation } from './api/cpd-log-api';
import { cpdLogTexts } from './texts';

/** Saves the log of a period as CSV or PDF, fetched with the bearer token and handed to the browser as a blob. */
export function useCpdExport() {
  const dispatch = useAppDispatch();
  const [trigger, { isLoading, originalArgs }] = useExportCpdLogMutation();

  const exportLog = async (period: CpdPeriod, format: CpdExportFormat) => {
    const result = await trigger({ ...period, format });
    if (result.error) {
      void dispatch(
        showToast({
          variant: 'error',
          title: cpdLogTexts.export.failed,
          text: describeFailure(result.error) ?? messageOf(result.error, ''),
        }),
      );
      return;
    }
    const link = window.document.createElement('a');
    link.href = result.data;
    link.download = `cpd-log-${period.from}-to-${period.to}.${format}`;
    link.click();
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(result.data), 10_000);
  };

  return { exportLog, pendingFormat: isLoading ? originalArgs?.format : undefined };
}
