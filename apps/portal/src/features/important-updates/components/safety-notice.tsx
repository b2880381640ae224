import type { ImportantUpdateSummary } from '@hcp/contracts/important-updates';
import type { ReactNode } from 'react';

import { WarningCallout } from '../../../components/ui/warning-callout/warning-callout';
import { importantUpdatesTexts as texts } from '../texts';

/** Whether an update is a safety notice, drawn as a warning wherever it appears, never like routine news. */
export const isSafetyNotice = (update: Pick<ImportantUpdateSummary, 'category'>) => update.category === 'safety-notice';

/**
 * An update's content inside the warning callout when it is a safety notice (labelled "Safety notice" with its icon),
 * as it is otherwise.
 */
export function SafetyNoticeFrame({
  update,
  className,
  children,
}: {
  update: Pick<ImportantUpdateSummary, 'category'>;
  className?: string;
  children: ReactNode;
}) {
  if (!isSafetyNotice(update)) return <>{children}</>;
  return (
    <WarningCallout label={texts.safetyNotice} className={className ? `safety-notice ${className}` : 'safety-notice'}>
      {children}
    </WarningCallout>
  );
}
