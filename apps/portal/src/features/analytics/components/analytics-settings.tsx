import { useState } from 'react';

import { Loading } from '../../../components/ui/status-screens/status-screens';
import { QueryError } from '../../../components/ui/query-error/query-error';
import { useGetClientConfigQuery } from '../../../lib/client-config';
import { useGetAnalyticsConsentQuery, useUpdateAnalyticsConsentMutation } from '../api/analytics-api';
import { analyticsTexts as texts } from '../texts';
import '../analytics.css';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/** The account page's analytics choice, shown only when the server has analytics configured. */
export function AnalyticsSettings() {
  const configured = Boolean(useGetClientConfigQuery(undefined).data?.analytics);
  if (!configured) return null;
  return <AnalyticsChoice />;
}

function AnalyticsChoice() {
  const { data, isLoading, error } = useGetAnalyticsConsentQuery(undefined);
  const [update, { isLoading: saving }] = useUpdateAnalyticsConsentMutation();
  const [status, setStatus] = useState<'saved' | 'failed' | undefined>();
  if (isLoading) return <Loading label={texts.loading} />;
  if (!data) return <QueryError error={error} />;

  const choose = async (choice: 'granted' | 'denied') => {
    setStatus(undefined);
    try {
      await update({ choice }).unwrap();
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <section className="auth-form" aria-labelledby="analytics-heading">
      <h2 id="analytics-heading">{texts.settingsHeading}</h2>
      <p>{texts.settingsIntro}</p>
      <fieldset className="analytics-choice" disabled={saving}>
        <legend>{texts.settingsLegend}</legend>
        {(['granted', 'denied'] as const).map((choice) => (
          <div key={choice} className="analytics-option">
            <input
              id={`analytics-${choice}`}
              type="radio"
              name="analytics-consent"
              checked={data.choice === choice}
              onChange={() => void choose(choice)}
            />
            <label htmlFor={`analytics-${choice}`}>{choice === 'granted' ? texts.allow : texts.disallow}</label>
          </div>
        ))}
      </fieldset>
      <p className="muted">
        {data.choice && data.decidedAt
          ? texts.decided(data.choice, WHEN.format(new Date(data.decidedAt)))
          : texts.undecided}
      </p>
      <p role="status" className={status === 'failed' ? 'field-error' : 'muted'}>
        {status === 'saved' ? texts.saved : status === 'failed' ? texts.failed : ''}
      </p>
    </section>
  );
}
