import { useEffect } from 'react';

import { useGetClientConfigQuery } from '../../../lib/client-config';
import { startAnalytics, stopAnalytics } from '../analytics';
import { useGetAnalyticsConsentQuery } from '../api/analytics-api';

/**
 * Runs session analytics for a signed-in account that consented, and stops it on Decline or sign-out. Analytics needs
 * the server's settings (POSTHOG_KEY and POSTHOG_HOST); without them nothing is asked or loaded. Returns whether the
 * consent banner should show: analytics is configured and this account has not chosen yet.
 */
export function useAnalytics(signedIn: boolean): { askConsent: boolean } {
  const settings = useGetClientConfigQuery(undefined).data?.analytics ?? undefined;
  const consent = useGetAnalyticsConsentQuery(undefined, { skip: !signedIn || !settings });
  const choice = signedIn && settings ? consent.data?.choice : undefined;

  useEffect(() => {
    if (settings && choice === 'granted') startAnalytics(settings);
    else stopAnalytics();
  }, [settings, choice]);

  return { askConsent: choice === null };
}
