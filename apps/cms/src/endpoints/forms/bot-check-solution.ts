import { createHash } from 'node:crypto';

import { z } from 'zod';

/** The hash every challenge uses; a solution naming another algorithm is refused before any work is done. */
export const BOT_CHECK_ALGORITHM = 'SHA-256';

/** What each failed bot check tells the sender: the widget can simply run again. */
export const BOT_CHECK_MESSAGES = {
  missing: 'Complete the check that you are not a robot, then send the form again.',
  malformed: 'The check that you are not a robot did not arrive intact. Run it again, then send the form again.',
  expired: 'The check that you are not a robot has expired. Run it again, then send the form again.',
  wrong: 'The check that you are not a robot failed. Run it again, then send the form again.',
  replayed: 'This check that you are not a robot was already used. Run it again, then send the form again.',
} as const;

const HEX_SHA_256 = /^[0-9a-f]{64}$/;

/** The ALTCHA payload (v1 format: the widget sends it for the v1-format challenges this server issues). */
const SolutionSchema = z.object({
  algorithm: z.literal(BOT_CHECK_ALGORITHM),
  challenge: z.string().regex(HEX_SHA_256),
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  salt: z.string().min(1).max(512),
  signature: z.string().regex(HEX_SHA_256),
  took: z.number().optional(),
});
export type BotCheckSolution = z.infer<typeof SolutionSchema>;

/** Decodes the base64 JSON the widget produced, or null when it is not a well-formed solution. */
export function decodeSolution(encoded: string): BotCheckSolution | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = SolutionSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** When the challenge expires: the `expires` parameter (seconds) its signed salt carries, or null when it has none. */
export function expiryOf(solution: Pick<BotCheckSolution, 'salt'>): Date | null {
  const query = solution.salt.split('?')[1];
  const seconds = new URLSearchParams(query ?? '').get('expires');
  if (!seconds || !/^\d{1,12}$/.test(seconds)) return null;
  return new Date(Number(seconds) * 1000);
}

/** The key a used solution is remembered by: every challenge has its own signature (its salt is random). */
export function claimKey(solution: Pick<BotCheckSolution, 'signature'>): string {
  return createHash('sha256').update(solution.signature).digest('hex');
}
