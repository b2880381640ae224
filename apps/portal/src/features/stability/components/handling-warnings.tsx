import { labelOf, STABILITY_WARNING_KINDS, type StabilityWarning } from '@hcp/contracts/stability';

import { WarningCallout } from '../../../components/ui/warning-callout/warning-callout';
import { stabilityTexts as texts } from '../texts';

/** A product's handling warnings as one warning callout above the matrix, each led by its kind; nothing without any. */
export function HandlingWarnings({ warnings }: { warnings: readonly StabilityWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <WarningCallout label={texts.warningsLabel(warnings.length)} headingLevel={2} className="stability-warnings">
      <ul className="stability-warning-list">
        {warnings.map((warning, index) => (
          <li key={index}>
            <strong>{labelOf(STABILITY_WARNING_KINDS, warning.kind)}:</strong> {warning.text}
          </li>
        ))}
      </ul>
    </WarningCallout>
  );
}
