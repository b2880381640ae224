import type { ClientConfig } from '@hcp/contracts/observability';
import { scrubAnalyticsEvent } from '@hcp/contracts/scrub';
// The build without the code that fetches scripts from PostHog, and the recorder bundled in: the CSP allows no script
// from another origin, and nothing is downloaded from outside the portal.
import posthog from 'posthog-js/dist/module.no-external';
import 'posthog-js/dist/posthog-recorder';

let started = false;

/**
 * PostHog, for an account that consented: page views on route changes and session replays with every input masked and
 * no network bodies or headers. Every event's page addresses are scrubbed (packages/contracts/src/scrub.ts).
 */
export function startPostHog(settings: NonNullable<ClientConfig['analytics']>): void {
  if (started) {
    posthog.opt_in_capturing();
    posthog.startSessionRecording();
    return;
  }
  started = true;
  posthog.init(settings.key, {
    api_host: settings.host,
    ui_host: null,
    persistence: 'localStorage',
    disable_external_dependency_loading: true,
    advanced_disable_feature_flags: true,
    advanced_disable_toolbar_metrics: true,
    capture_pageview: 'history_change',
    capture_pageleave: false,
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_exceptions: false,
    capture_performance: false,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    enable_recording_console_log: false,
    session_recording: {
      maskAllInputs: true,
      maskInputOptions: { password: true },
      recordHeaders: false,
      recordBody: false,
    },
    before_send: (event) => scrubAnalyticsEvent(event),
  });
  // An earlier account's Decline on this browser left PostHog's own opt-out behind; this account has consented.
  if (posthog.has_opted_out_capturing()) posthog.opt_in_capturing();
}

/** Stops capturing and recording, and forgets this browser's analytics identity. */
export function stopPostHog(): void {
  if (!started) return;
  posthog.stopSessionRecording();
  posthog.opt_out_capturing();
  posthog.reset();
}
