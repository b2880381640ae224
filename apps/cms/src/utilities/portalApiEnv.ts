import type { Capability } from '@hcp/contracts/capabilities';
import type { Payload } from 'payload';

import type { Role, User } from '../payload-types';
import type { SharedLimits } from './shared-limits';

/** One of the caller's roles, as far as the API uses it: its name and what it grants. */
export type CallerRole = Pick<Role, 'id' | 'name' | 'capabilities'>;

/**
 * The signed-in account as the session query reads it (identity/session-lookup.ts): its profile, its roles with their
 * capabilities (so Payload's access rules can read them), and its current session. Routes that need more of the
 * account (its notification choices, its password hash) read it themselves.
 */
export type CallerAccount = Pick<
  User,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'profession'
  | 'organisation'
  | 'regulator'
  | 'registrationNumber'
  | 'status'
  | 'analyticsConsent'
  | 'sessions'
> & { collection: 'users'; roles: CallerRole[]; _sid: string; twoFactorEnabled: boolean };

/** The signed-in portal account as authentication resolved it: its roles loaded, its capabilities worked out. */
export type PortalCaller = {
  user: CallerAccount;
  roles: CallerRole[];
  capabilities: Capability[];
};

/**
 * Set only by the preview route's own sub-request (`app.request(path, init, { preview })`): a request from the
 * network never carries it, as the server's bindings are Node's request and response.
 */
export type PreviewReading = { staffId: number };

/** What every portal API handler can read from the Hono context. */
export type PortalApiEnv = {
  Bindings: { preview?: PreviewReading };
  Variables: {
    payload: Payload;
    /** Set by `requirePortalUser`. */
    caller: PortalCaller;
    /** The published read model's generation, read with the caller's session; unset for an editor's preview. */
    readModelGeneration: number | undefined;
    /** The rate limits and sign-in throttle, counted in the store every process shares (shared-limits.ts). */
    sharedLimits: () => Promise<SharedLimits>;
    /** The request's id (X-Request-Id), in every log line of the request and in its answer's header. */
    requestId: string;
    /** Payload's logger with the request id bound: log through this inside a request. */
    log: Payload['logger'];
  };
};
