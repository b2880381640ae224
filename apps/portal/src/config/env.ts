import { z } from 'zod';

const EnvSchema = z.object({
  /** The JSON API root every call is relative to (spec section 7). */
  VITE_API_ROOT: z.string().startsWith('/').default('/json/'),
});

const parsed = EnvSchema.parse(import.meta.env);

/** The portal's build-time configuration; the only reader of import.meta.env. */
export const env = {
  apiRoot: parsed.VITE_API_ROOT.endsWith('/') ? parsed.VITE_API_ROOT : `${parsed.VITE_API_ROOT}/`,
  /** A production build: the version check and the service worker run only there. */
  production: import.meta.env.PROD,
} as const;
