import { EVIDENCE_LEVELS, type EvidenceLevel, isExtrapolated, labelOf } from '@hcp/contracts/stability';

import { stabilityTexts as texts } from '../texts';
import { ExtrapolatedMarker } from './extrapolated-marker';

/**
 * An evidence level as the matrix and the Y-site lines show it; an extrapolated one is its letter and the
 * "Extrapolated" marker with its explanation.
 */
export function EvidenceValue({ evidence }: { evidence: EvidenceLevel }) {
  if (!isExtrapolated(evidence)) return <>{labelOf(EVIDENCE_LEVELS, evidence)}</>;
  return (
    <>
      {texts.evidenceLetter(evidence)} <ExtrapolatedMarker evidence={evidence} />
    </>
  );
}
