import { TRIAL_STATUSES, type TrialStatus } from '@hcp/contracts/clinical-trials';
import type { CollectionBeforeChangeHook } from 'payload';

/** Keeps `statusOrder` in step with `recruitmentStatus`, so lists sort recruiting trials first and finished ones last. */
export const setStatusOrder: CollectionBeforeChangeHook = ({ data }) => {
  const status = data.recruitmentStatus as TrialStatus | undefined;
  if (status && TRIAL_STATUSES.includes(status)) data.statusOrder = TRIAL_STATUSES.indexOf(status);
  return data;
};
