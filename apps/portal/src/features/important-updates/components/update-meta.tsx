import type { ImportantUpdateSummary } from '@hcp/contracts/important-updates';

import { formatDate } from '../../../components/ui/governance/governance-note';
import { importantUpdatesTexts as texts } from '../texts';
import { isSafetyNotice } from './safety-notice';

/**
 * An update's publish date and category, as the list and the single page show them. A safety notice's category is the
 * word on its warning callout, so it is not repeated here.
 */
export function UpdateMeta({ update }: { update: Pick<ImportantUpdateSummary, 'publishDate' | 'category'> }) {
  return (
    <p className="update-meta">
      <span>
        {texts.published} <time dateTime={update.publishDate}>{formatDate(update.publishDate)}</time>
      </span>
      {!isSafetyNotice(update) && (
        <span className={`update-category update-category-${update.category}`}>
          {texts.categories[update.category]}
        </span>
      )}
    </p>
  );
}
