import { type CpdInfo, formatCpdLabel } from '@hcp/contracts/cpd';

/** An education item's CPD label (spec section 9), as a badge. */
export function CpdLabel({ cpd }: { cpd: CpdInfo }) {
  return <span className={`cpd-label cpd-label-${cpd.type}`}>{formatCpdLabel(cpd)}</span>;
}
