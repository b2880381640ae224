import type { CollectionBeforeDeleteHook } from 'payload';

/** An account's push subscriptions go with it: nobody else may be notified on its browsers. */
export const deletePushSubscriptions: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'push-subscriptions',
    where: { account: { equals: id } },
    overrideAccess: true,
    req,
  });
};
