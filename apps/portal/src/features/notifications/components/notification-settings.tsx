import type { PushArea } from '@hcp/contracts/push';
import { useState } from 'react';

import { QueryError } from '../../../components/ui/query-error/query-error';
import { Loading } from '../../../components/ui/status-screens/status-screens';
import { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } from '../api/notifications-api';
import { notificationsTexts as texts } from '../texts';
import '../notifications.css';

/** The account page's switches: one per area the roles open that sends push notifications. */
export function NotificationSettings() {
  const { data, isLoading, error } = useGetNotificationPreferencesQuery(undefined);
  const [update] = useUpdateNotificationPreferencesMutation();
  const [status, setStatus] = useState<'saved' | 'failed' | undefined>();
  if (isLoading) return <Loading label={texts.loading} />;
  if (!data) return <QueryError error={error} />;

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

  return (
    <section className="auth-form" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">{texts.settingsHeading}</h2>
      {data.areas.length === 0 ? (
        <p>{texts.settingsNone}</p>
      ) : (
        <fieldset className="notification-areas">
          <legend>{texts.settingsIntro}</legend>
          {data.areas.map((item) => (
            <div key={item.area} className="notification-area">
              <input
                id={`notify-${item.area}`}
                type="checkbox"
                name={item.area}
                checked={item.enabled}
                onChange={(event) => void toggle(item.area, event.target.checked)}
              />
              <label htmlFor={`notify-${item.area}`}>{item.label}</label>
            </div>
          ))}
        </fieldset>
      )}
      <p role="status" className={status === 'failed' ? 'field-error' : 'muted'}>
        {status === 'saved' ? texts.saved : status === 'failed' ? texts.failed : ''}
      </p>
    </section>
  );
}
