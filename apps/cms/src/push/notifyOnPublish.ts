import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload';

import { env } from '../env';
import { queuePushNotifications } from '../jobs/pushNotifications';
import type { PushCollection } from './messages';

const NOTIFY_CONTEXT_KEY = 'notifyReadersOnPublish';

const published = (doc: unknown) => (doc as { _status?: string } | undefined)?._status === 'published';

/**
 * Important updates notify when they are first published (a draft becomes published). Publishing again later, after
 * an edit, does not notify again; the delivery rows would stop a second notice to the same browser anyway.
 */
export function notifyOnFirstPublish(collection: PushCollection): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    if (!env.vapid || !published(doc) || published(previousDoc)) return;
    await queuePushNotifications(req.payload, { collection, id: (doc as { id: number }).id }, req);
  };
}

/** A sidebar checkbox: tick it to notify the area's readers when the item is next published. It unticks itself. */
export const notifyReadersField: Field = {
  name: 'notifyReaders',
  type: 'checkbox',
  defaultValue: false,
  label: 'Notify readers when published',
  admin: {
    position: 'sidebar',
    description:
      'Sends a push notification to every professional who may read this area and has not switched it off. Unticks itself after publishing.',
  },
};

/** Publishing with "Notify readers" ticked queues the notifications, and unticks the box for next time. */
export function notifyReadersHooks(collection: PushCollection): {
  beforeChange: CollectionBeforeChangeHook;
  afterChange: CollectionAfterChangeHook;
} {
  return {
    beforeChange: ({ data, context }) => {
      const fields = data as Record<string, unknown>;
      if (!published(fields) || fields.notifyReaders !== true) return fields;
      context[NOTIFY_CONTEXT_KEY] = true;
      return { ...fields, notifyReaders: false };
    },
    afterChange: async ({ doc, context, req }) => {
      if (!context[NOTIFY_CONTEXT_KEY] || !published(doc) || !env.vapid) return;
      context[NOTIFY_CONTEXT_KEY] = false;
      await queuePushNotifications(req.payload, { collection, id: (doc as { id: number }).id }, req);
    },
  };
}

/**
 * A content collection that notifies its readers on publishing: important updates on their first publication
 * (`first-publish`), stability products and education items when the editor ticks "Notify readers".
 */
export function withPushNotifications(
  config: CollectionConfig,
  mode: 'first-publish' | 'notify-readers',
): CollectionConfig {
  const collection = config.slug as PushCollection;
  const hooks = config.hooks ?? {};
  if (mode === 'first-publish') {
    return {
      ...config,
      hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), notifyOnFirstPublish(collection)] },
    };
  }
  const { beforeChange, afterChange } = notifyReadersHooks(collection);
  return {
    ...config,
    fields: [...config.fields, notifyReadersField],
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), beforeChange],
      afterChange: [...(hooks.afterChange ?? []), afterChange],
    },
  };
}
