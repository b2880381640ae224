import type { Consent, ConsentPurpose } from '@hcp/contracts/privacy';
import { useState } from 'react';

import { QueryError } from '../../../components/ui/query-error/query-error';
import { Loading } from '../../../components/ui/status-screens/status-screens';
import { useGetConsentsQuery, useWithdrawConsentMutation } from '../api/privacy-api';
import { privacyTexts } from '../texts';

const texts = privacyTexts.consents;
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });
const at = (iso: string) => WHEN.format(new Date(iso));

/** The current state in words: a refusal that was never preceded by a yes reads "declined", not "withdrawn". */
function stateOf(consent: Consent): string {
  if (consent.state === 'not-asked' || !consent.since) return texts.notAsked;
  if (consent.state === 'given') return texts.given(at(consent.since));
  const everGiven = consent.history.some((entry) => entry.state === 'given');
  return everGiven ? texts.withdrawn(at(consent.since)) : texts.declined(at(consent.since));
}

/** The consents the account gave or withdrew, with their dates and history, each withdrawable while it stands. */
export function ConsentRecords() {
  const { data, isLoading, error } = useGetConsentsQuery(undefined);
  const [withdraw, withdrawal] = useWithdrawConsentMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>();

  if (isLoading) return <Loading label={texts.loading} />;
  if (!data) return <QueryError error={error} />;

  const onWithdraw = async (purpose: ConsentPurpose, label: string) => {
    setOutcome(undefined);
    try {
      await withdraw({ purpose }).unwrap();
      setOutcome({ ok: true, text: texts.withdrawnStatus(label) });
    } catch {
      setOutcome({ ok: false, text: texts.withdrawFailed });
    }
  };

  return (
    <section className="privacy-panel" aria-labelledby="consents-heading">
      <h3 id="consents-heading">{texts.heading}</h3>
      <p>{texts.description}</p>
      <ul className="consent-list">
        {data.consents.map((consent) => (
          <li key={consent.purpose} className="consent-item">
            <div className="consent-summary">
              <p className="consent-label">{consent.label}</p>
              <p className={`consent-state consent-state-${consent.state}`}>{stateOf(consent)}</p>
            </div>
            {consent.state === 'given' && (
              <button
                type="button"
                className="button"
                aria-label={texts.withdrawLabel(consent.label)}
                aria-disabled={withdrawal.isLoading}
                onClick={() => {
                  if (!withdrawal.isLoading) void onWithdraw(consent.purpose, consent.label);
                }}
              >
                {withdrawal.isLoading && withdrawal.originalArgs?.purpose === consent.purpose
                  ? texts.withdrawing
                  : texts.withdraw}
              </button>
            )}
            {consent.history.length > 0 && (
              <details className="consent-history">
                <summary>{texts.history(consent.history.length)}</summary>
                <ol>
                  {consent.history.map((entry) => (
                    <li key={`${entry.state}-${entry.at}`}>
                      <span>{entry.state === 'given' ? texts.historyGiven : texts.historyWithdrawn}</span>{' '}
                      <time dateTime={entry.at}>{at(entry.at)}</time>
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={outcome && !outcome.ok ? 'field-error' : 'muted'}>
        {outcome?.text ?? ''}
      </p>
    </section>
  );
}
