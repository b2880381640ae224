import type { PreviewState } from '@hcp/contracts/preview';

import { previewTexts as texts } from '../texts';
import '../preview.css';

const SAVED_AT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Above an editor's preview: where this version stands, so a draft is never mistaken for what professionals see. */
export function PreviewBanner({ state }: { state: PreviewState }) {
  const tone = state.expired || state.status !== 'published' ? 'preview-banner-pending' : 'preview-banner-live';
  return (
    <section className={`preview-banner ${tone}`} aria-label={texts.bannerLabel}>
      <p>
        <span className="preview-banner-label">{texts.label}</span> {texts.status[state.status]}
      </p>
      {state.expired && <p className="preview-banner-expired">{texts.expired}</p>}
      <p className="muted">
        {texts.savedAt(SAVED_AT.format(new Date(state.updatedAt)))} {texts.saveToRefresh}
      </p>
    </section>
  );
}
