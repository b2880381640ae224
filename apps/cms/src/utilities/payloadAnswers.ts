import type { PayloadRequest } from 'payload';
import type { z } from 'zod';

/** A refusal from a custom Payload endpoint, in Payload's own error shape, which the admin shows as it is. */
export function refusal(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status });
}

/** A custom Payload endpoint's JSON body checked against `schema`, or the sentence saying what is wrong with it. */
export async function bodyOf<T>(req: PayloadRequest, schema: z.ZodType<T>): Promise<T | string> {
  let body: unknown;
  try {
    body = await req.json?.();
  } catch {
    return 'The request body is not JSON.';
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? 'The request is not valid.');
}
