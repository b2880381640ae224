import type { FormKind } from '@hcp/contracts/forms';

import { clinicalRequestPath, feasibilityFormPath, paths } from '../../config/paths';

/** The screen that opens a form of this kind, where its saved draft is offered; null for the public contact form. */
export function resumePathOf(kind: FormKind, slug: string): string | null {
  switch (kind) {
    case 'clinical-request':
      return clinicalRequestPath(slug);
    case 'feasibility':
      // The questionnaire opens without a trial too; the saved answers name it.
      return feasibilityFormPath('');
    case 'pricing-request':
      return paths.pricingRequests;
    case 'report-issue':
      return paths.reportIssue;
    case 'callback':
      return paths.requestCallback;
    case 'contact':
      return null;
  }
}
