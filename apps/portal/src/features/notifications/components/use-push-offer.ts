import { useEffect } from 'react';

import { env } from '../../../config/env';
import { useAppDispatch } from '../../../lib/hooks';
import { askPushPermission, pushPermission, pushSupported, subscribeThisBrowser } from '../../../lib/push-device';
import { showToast } from '../../../lib/show-toast';
import { notificationsApi } from '../api/notifications-api';
import { offerPush } from '../push-offer';
import { notificationsTexts as texts } from '../texts';

/** Accounts offered push in this page load: the offer runs once per sign-in, not on every render. */
const offered = new Set<string>();

/** The remembered No, per account and browser; keyed by a hash of the email so the address is not stored. */
function declinedKey(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email.toLowerCase()) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return `hcp-portal.push-declined.${hash.toString(36)}`;
}

/**
 * Offers push notifications once the signed-in account is known (push-offer.ts), when the server sends them: a server
 * without VAPID keys answers 503 to the public key, and nothing is offered. The offer names the areas the server's
 * answer lists for this account, switched on. Only production builds register the
 * service worker that receives them.
 */
export function usePushOffer(accountEmail: string | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (accountEmail === undefined || !env.production || !pushSupported() || offered.has(accountEmail)) return;
    offered.add(accountEmail);
    void (async () => {
      const key = await dispatch(notificationsApi.endpoints.getPushPublicKey.initiate(undefined, { subscribe: false }))
        .unwrap()
        .catch(() => undefined);
      if (!key) return;
      // What the server would send this account, by the rule it sends with (docs/notifications.md, "The topic rule").
      const preferences = await dispatch(
        notificationsApi.endpoints.getNotificationPreferences.initiate(undefined, { subscribe: false }),
      )
        .unwrap()
        .catch(() => undefined);
      if (!preferences) return;
      await offerPush({
        supported: true,
        permission: pushPermission(),
        areas: preferences.areas.filter((item) => item.enabled).map((item) => item.area),
        declinedBefore: () => window.localStorage.getItem(declinedKey(accountEmail)) === 'yes',
        rememberDeclined: () => window.localStorage.setItem(declinedKey(accountEmail), 'yes'),
        ask: (areas) =>
          dispatch(
            showToast({
              name: 'push-offer',
              title: texts.offerTitle(areas),
              text: texts.offerText,
              type: 'option',
              variant: 'information',
              fixed: true,
            }),
          ),
        requestPermission: askPushPermission,
        subscribe: async () => {
          const subscription = await subscribeThisBrowser(key.publicKey);
          await dispatch(notificationsApi.endpoints.subscribePush.initiate(subscription)).unwrap();
        },
        log: (message, error) => console.info(message, error),
      });
    })();
  }, [accountEmail, dispatch]);
}
