import type { PushArea } from '@hcp/contracts/push';
import { useState } from 'react';

import { QueryError } from '../../../components/ui/query-error/query-error';
import { Loading } from '../../../components/ui/status-screens/status-screens';
import { env } from '../../../config/env';
import {
  askPushPermission,
  type PushPermission,
  pushPermission,
  pushSupported,
  subscribeThisBrowser,
} from '../../../lib/push-device';
import {
  useGetNotificationPreferencesQuery,
  useGetPushPublicKeyQuery,
  useSubscribePushMutation,
  useUpdateNotificationPreferencesMutation,
} from '../api/notifications-api';
import { type PushAvailability, pushAvailabilityOf, type ServerKey, switchesUsable } from '../push-availability';
import { notificationsTexts as texts } from '../texts';
import '../notifications.css';

const BROWSER_STATE_ID = 'push-browser-state';

/** Why the switches cannot work on this browser, in plain words with what to do; undefined when they can. */
const refusalOf: Partial<Record<PushAvailability, string>> = {
  unsupported: texts.browser.unsupported,
  'not-configured': texts.browser.notConfigured,
  denied: texts.browser.denied,
};

/**
 * The account page's switches: one per area the roles open that sends push notifications. They match what this browser
 * allows (docs/notifications.md, "Push states"): without push, blocked, or with no keys on the server, the section says
 * so and the switches are off and disabled; not yet asked, it offers to turn notifications on here.
 */
export function NotificationSettings() {
  // Only production builds register the service worker that receives pushes.
  const supported = env.production && pushSupported();
  const [permission, setPermission] = useState<PushPermission>(() => (supported ? pushPermission() : 'default'));
  const key = useGetPushPublicKeyQuery(undefined, { skip: !supported });
  const { data, isLoading, error } = useGetNotificationPreferencesQuery(undefined);
  const [update] = useUpdateNotificationPreferencesMutation();
  const [subscribe] = useSubscribePushMutation();
  const [status, setStatus] = useState<'saved' | 'failed' | 'turning-on' | 'turned-on' | 'turn-on-failed'>();

  const serverKey: ServerKey = key.data
    ? 'present'
    : key.error && 'status' in key.error && key.error.status === 503
      ? 'absent'
      : // Offline or another failure says nothing about the server's keys: the browser's state decides.
        key.error
        ? 'present'
        : 'checking';
  const availability = pushAvailabilityOf({ supported, permission }, serverKey);
  if (isLoading || availability === 'checking') return <Loading label={texts.loading} />;
  if (!data) return <QueryError error={error} />;
  const usable = switchesUsable(availability);
  const refusal = refusalOf[availability];

  const toggle = async (area: PushArea, enabled: boolean) => {
    const off = data.areas.filter((item) => (item.area === area ? !enabled : !item.enabled)).map((item) => item.area);
    setStatus(undefined);
    try {
      await update({ off }).unwrap();
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  const turnOn = async () => {
    setStatus('turning-on');
    const answer = await askPushPermission().catch(() => 'denied' as const);
    setPermission(answer);
    if (answer !== 'granted' || !key.data) {
      setStatus(undefined);
      return;
    }
    try {
      await subscribe(await subscribeThisBrowser(key.data.publicKey)).unwrap();
      setStatus('turned-on');
    } catch (failure) {
      console.info('push: subscribing this browser failed', failure);
      setStatus('turn-on-failed');
    }
  };

  const message = {
    saved: texts.saved,
    failed: texts.failed,
    'turning-on': '',
    'turned-on': texts.browser.turnedOn,
    'turn-on-failed': texts.browser.turnOnFailed,
  };
  const failed = status === 'failed' || status === 'turn-on-failed';

  return (
    <section className="auth-form" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">{texts.settingsHeading}</h2>
      {data.areas.length === 0 ? (
        <p>{texts.settingsNone}</p>
      ) : (
        <>
          {refusal && (
            <p id={BROWSER_STATE_ID} className="notice notification-refusal">
              {refusal}
            </p>
          )}
          {availability === 'default' && (
            <div className="notification-turn-on">
              <p>{texts.browser.notYet}</p>
              <button
                type="button"
                className="button button-primary"
                disabled={status === 'turning-on'}
                onClick={() => void turnOn()}
              >
                {status === 'turning-on' ? texts.browser.turningOn : texts.browser.turnOn}
              </button>
            </div>
          )}
          <fieldset className="notification-areas" disabled={!usable}>
            <legend>{texts.settingsIntro}</legend>
            {data.areas.map((item) => (
              <div key={item.area} className="notification-area">
                <input
                  id={`notify-${item.area}`}
                  type="checkbox"
                  name={item.area}
                  checked={usable && item.enabled}
                  aria-describedby={refusal ? BROWSER_STATE_ID : undefined}
                  onChange={(event) => void toggle(item.area, event.target.checked)}
                />
                <label htmlFor={`notify-${item.area}`}>{item.label}</label>
              </div>
            ))}
          </fieldset>
        </>
      )}
      <p role="status" className={failed ? 'field-error' : 'muted'}>
        {status ? message[status] : ''}
      </p>
    </section>
  );
}
