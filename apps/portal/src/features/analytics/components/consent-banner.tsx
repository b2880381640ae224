import { useState } from 'react';

import { useUpdateAnalyticsConsentMutation } from '../api/analytics-api';
import { analyticsTexts as texts } from '../texts';
import '../analytics.css';

/**
 * Asks a signed-in account once whether it allows usage analytics: Accept and Decline side by side, of equal weight.
 * Not modal: the page stays usable, and nothing is recorded until Accept.
 */
export function ConsentBanner() {
  const [update, { isLoading }] = useUpdateAnalyticsConsentMutation();
  const [failed, setFailed] = useState(false);
  const choose = async (choice: 'granted' | 'denied') => {
    setFailed(false);
    try {
      await update({ choice }).unwrap();
    } catch {
      setFailed(true);
    }
  };
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner-inner">
        <div className="consent-banner-text">
          <h2 id="consent-banner-title">{texts.bannerTitle}</h2>
          <p>{texts.bannerText}</p>
          {failed && (
            <p role="alert" className="field-error">
              {texts.bannerFailed}
            </p>
          )}
        </div>
        <div className="consent-banner-actions">
          <button type="button" className="button" disabled={isLoading} onClick={() => void choose('granted')}>
            {texts.accept}
          </button>
          <button type="button" className="button" disabled={isLoading} onClick={() => void choose('denied')}>
            {texts.decline}
          </button>
        </div>
      </div>
    </section>
  );
}
