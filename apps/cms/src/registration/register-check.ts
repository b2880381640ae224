import { z } from 'zod';

/**
 * The provider's register-check service (REGISTER_CHECK_URL, issue 19; docs/identity.md, "Register checks"): the
 * portal posts a professional's regulator, number and name, and the service says whether the register holds them.
 */
export const RegisterCheckRequestSchema = z.object({
  regulator: z.string(),
  registrationNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type RegisterCheckRequest = z.infer<typeof RegisterCheckRequestSchema>;

/** The service's answer; anything else is treated as the service being unavailable. */
export const RegisterCheckAnswerSchema = z.object({
  result: z.enum(['found', 'not-found', 'name-mismatch']),
  /** The name on the register, when found: shown to staff beside the name the professional gave. */
  registeredName: z.string().max(200).optional(),
  /** The register holds the number but marks it lapsed, removed or suspended. */
  lapsed: z.boolean().optional(),
});
export type RegisterCheckAnswer = z.infer<typeof RegisterCheckAnswerSchema>;

/** What the account's record shows staff: the service's result, or `lapsed` for a number no longer registered. */
export const REGISTER_CHECK_RESULTS = ['found', 'not-found', 'name-mismatch', 'lapsed', 'unavailable'] as const;
export type RegisterCheckResult = (typeof REGISTER_CHECK_RESULTS)[number];

export const REGISTER_CHECK_LABELS: Record<RegisterCheckResult, string> = {
  found: 'Found on the register',
  'not-found': 'Not found on the register',
  'name-mismatch': 'Number found, name differs',
  lapsed: 'Lapsed: no longer registered',
  unavailable: 'Check service unavailable',
};

export type RegisterCheckConfig = { url: string; token: string | undefined; timeoutMs: number };

/** The service did not answer usefully (network, time-out, 5xx, a malformed answer): the job tries again later. */
export class RegisterCheckUnavailable extends Error {}

/**
 * Asks the service about one registration. Anything but a valid answer (no answer within `timeoutMs`, a redirect, a
 * status other than 2xx, a body of another shape) throws RegisterCheckUnavailable: the job tries again later.
 */
export async function askRegister(
  config: RegisterCheckConfig,
  request: RegisterCheckRequest,
): Promise<RegisterCheckAnswer> {
  let response: Response;
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
      },
      body: JSON.stringify(RegisterCheckRequestSchema.parse(request)),
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new RegisterCheckUnavailable('the register-check service did not answer', { cause: error });
  }
  if (!response.ok) {
    void response.body?.cancel();
    throw new RegisterCheckUnavailable(`the register-check service answered ${String(response.status)}`);
  }
  const parsed = RegisterCheckAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new RegisterCheckUnavailable('the register-check service answered something else');
  return parsed.data;
}

/**
 * The result staff see. A number found but marked lapsed is `lapsed`; so is one no longer found for an account that
 * was approved with it, since an approved professional whose number vanished is what the monthly check is for.
 */
export function resultOf(
  answer: RegisterCheckAnswer,
  previous: RegisterCheckResult | null | undefined,
): RegisterCheckResult {
  if (answer.lapsed) return 'lapsed';
  if (answer.result === 'not-found' && (previous === 'found' || previous === 'lapsed')) return 'lapsed';
  return answer.result;
}
