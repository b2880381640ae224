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
        async queryFn({ base, change }, _queryApi, _extraOptions, baseQuery) {
          let current = base;
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
              return parsed.success ? { data: parsed.data } : { error: unexpectedShape };
            }
            if (saved.error.status !== 409 || attempt >= MAX_SAVE_ATTEMPTS) return { error: saved.error };
            const fresh = await baseQuery('api/v1/account/dashboard');
            if (fresh.error) return { error: fresh.error };
            const parsed = DashboardSchema.safeParse(fresh.data);
            if (!parsed.success) return { error: unexpectedShape };
            current = parsed.data;
          }
        },
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
            dispatch(dashboardUpdateApi.util.updateQueryData('getDashboard', undefined, () => data));
          } catch (failure) {
            patch.undo();
            const { error } = failure as { error?: FetchBaseQueryError };
            // Still stale after every retry: show what is saved now.
            if (error?.status === 409) dispatch(dashboardUpdateApi.util.invalidateTags(['Dashboard']));
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
