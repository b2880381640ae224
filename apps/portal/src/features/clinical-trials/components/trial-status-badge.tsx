import { TRIAL_STATUS_LABELS, type TrialStatus } from '@hcp/contracts/clinical-trials';

/** A trial's status in words, coloured by kind (the words carry the meaning; the colour only helps scanning). */
export function TrialStatusBadge({ status }: { status: TrialStatus }) {
  return <span className={`trial-status trial-status-${status}`}>{TRIAL_STATUS_LABELS[status]}</span>;
}
