import { type Dashboard, DashboardSchema, type DashboardUpdate } from '@hcp/contracts/dashboard';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { messageOf } from '../../../lib/errors';
import { showToast } from '../../../lib/show-toast';
import { KEEP_SCREEN_ON_403 } from '../../../lib/sign-in-again';
import { applyChange, type DashboardChange } from '../layout';
import { dashboardTexts } from '../texts';
import { dashboardApi } from './dashboard-api';

/** A change and the layout it was made on (what the user saw, so its version is the one the change is based on). */
export type DashboardUpdateArgs = { base: Dashboard; change: DashboardChange };

/** How many times a change is sent when other tabs keep saving first (each 409 refetches and reapplies it). */
export const MAX_SAVE_ATTEMPTS = 3;

const unexpectedShape: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: "The server's answer to the dashboard had an unexpected shape.",
};

/**
 * This tab's saves go one after another. A change pressed before the one before it was answered (three Move ups in a
 * second) is sent on the layout the server answered to that one, not on the version the person's screen still had:
 * sent together, they would refuse each other as conflicts, and after three attempts one of them would be lost.
 */
const saves = {
  /** The last save queued; the next waits for it. */
  tail: Promise.resolve() as Promise<unknown>,
  /** Saves queued and not yet answered. */
  waiting: 0,
  /** The server's answer to the last save of the current run of saves; cleared when none is waiting. */
  answered: undefined as Dashboard | undefined,
  /** An answer was not drawn because a later change was still on its way: the screen's version is behind. */
  undrawn: false,
};

/** Runs `save` after every save queued before it, and counts it as waiting until it is answered. */
function queued<T>(save: () => Promise<T>): Promise<T> {
  saves.waiting += 1;
  const turn = saves.tail.then(save);
  saves.tail = turn.catch(() => undefined);
  return turn.finally(() => {
    saves.waiting -= 1;
    if (saves.waiting === 0) saves.answered = undefined;
  });
}

/**
 * Saving a change to the dashboard, loaded with the customise controls (components/customise-controls.tsx): the
 * server's answer is checked with the contract's schema, so zod comes with it, not with home.
 */
export const dashboardUpdateApi = dashboardApi.injectEndpoints({
  endpoints: (build) => {
    /**
     * Saves one change. It shows at once (optimistically); a 409 (saved elsewhere since) refetches the layout and
     * sends the same change again on it with the new version; any other failure puts the layout back and, unless a
     * form sent it (`fromForm`), says so in a toast. A form's save keeps its screen on a 403 (lib/sign-in-again.ts).
     */
    const savingChange = (fromForm: boolean) =>
      build.mutation<Dashboard, DashboardUpdateArgs>({
        extraOptions: fromForm ? KEEP_SCREEN_ON_403 : {},
        queryFn: ({ base, change }, _queryApi, _extraOptions, baseQuery) =>
          queued(async () => {
            // The server's answer to this tab's save before, unless the screen has since read a newer layout.
            let current = saves.answered && saves.answered.version >= base.version ? saves.answered : base;
            for (let attempt = 1; ; attempt += 1) {
              const next = applyChange(current, change);
              const body: DashboardUpdate = {
                version: current.version,
                widgets: next.widgets,
                cpdTarget: next.cpdTarget,
              };
              const saved = await baseQuery({ url: 'api/v1/account/dashboard/update', method: 'PATCH', body });
              if (!saved.error) {
                const parsed = DashboardSchema.safeParse(saved.data);
                if (!parsed.success) return { error: unexpectedShape };
                saves.answered = parsed.data;
                return { data: parsed.data };
              }
              if (saved.error.status !== 409 || attempt >= MAX_SAVE_ATTEMPTS) return { error: saved.error };
              const fresh = await baseQuery('api/v1/account/dashboard');
              if (fresh.error) return { error: fresh.error };
              const parsed = DashboardSchema.safeParse(fresh.data);
              if (!parsed.success) return { error: unexpectedShape };
              current = parsed.data;
            }
          }),
        async onQueryStarted({ change }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            dashboardUpdateApi.util.updateQueryData('getDashboard', undefined, (draft) => {
              const next = applyChange({ ...draft }, change);
              draft.widgets = [...next.widgets];
              draft.cpdTarget = { ...next.cpdTarget };
            }),
          );
          try {
            const { data } = await queryFulfilled;
            // A later change still on its way is on the screen already: drawing this answer would take it away
            // until its own answer came. The last answer of the run is drawn.
            if (saves.waiting > 0) {
              saves.undrawn = true;
              return;
            }
            saves.undrawn = false;
            dispatch(dashboardUpdateApi.util.updateQueryData('getDashboard', undefined, () => data));
          } catch (failure) {
            patch.undo();
            const { error } = failure as { error?: FetchBaseQueryError };
            // Still stale after every retry, or the run's last change failed after answers left undrawn: show what
            // is saved now.
            const behind = saves.undrawn && saves.waiting === 0;
            if (behind) saves.undrawn = false;
            if (error?.status === 409 || behind) dispatch(dashboardUpdateApi.util.invalidateTags(['Dashboard']));
            if (fromForm) return;
            void dispatch(
              showToast({
                variant: 'error',
                title: dashboardTexts.saveFailed,
                text: messageOf(error, dashboardTexts.saveFailedText),
              }),
            );
          }
        },
      });
    return {
      /** A change made with the widgets' controls or the add form. */
      updateDashboard: savingChange(false),
      /** The CPD target form's change, whose failures the form itself shows (components/cpd-target-form.tsx). */
      saveCpdTarget: savingChange(true),
    };
  },
});

/**
 * Sends one change, untracked: the dashboard's query shows it at once and on failure shows the saved layout again
 * with a toast, so nothing reads the mutation's own state.
 */
export const saveDashboardChange = (args: DashboardUpdateArgs) =>
  dashboardUpdateApi.endpoints.updateDashboard.initiate(args, { track: false });

/** Sends the CPD target form's change, untracked as any change; its promise's `unwrap()` tells the form how it went. */
export const saveCpdTarget = (args: DashboardUpdateArgs) =>
  dashboardUpdateApi.endpoints.saveCpdTarget.initiate(args, { track: false });

export const { useUpdateDashboardMutation } = dashboardUpdateApi;
