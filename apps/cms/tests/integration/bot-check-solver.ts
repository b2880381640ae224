import { BotCheckChallengeSchema } from '@hcp/contracts/forms';
import { solveChallenge } from 'altcha-lib/v1';

/**
 * Does what the ALTCHA widget does: fetches a challenge from the portal API at `baseUrl`, solves it and answers the
 * base64 payload a form submission carries as `botCheck`.
 */
export async function solveBotCheck(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/json/api/v1/bot-check/challenge`);
  if (response.status !== 200) throw new Error(`the challenge answered ${String(response.status)}`);
  const challenge = BotCheckChallengeSchema.parse(await response.json());
  const { promise } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  const solution = await promise;
  if (!solution) throw new Error('the bot-check challenge could not be solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
