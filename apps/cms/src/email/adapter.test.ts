import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';

import { emailAdapter } from './adapter';

async function sendThroughOutbox(nodeEnv: 'development' | 'production') {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'hcp-outbox-'));
  const lines: string[] = [];
  const payload = { logger: { info: (line: string) => lines.push(line) } } as unknown as Payload;
  const adapter = emailAdapter({ smtp: undefined, mailFrom: 'HCP Portal <portal@example.org>', outboxDir, nodeEnv })({
    payload,
  });
  await adapter.sendEmail({
    to: 'someone@example.org',
    subject: 'Reset your HCP Portal password',
    text: 'Link: http://p.test/r#token=secret-token-123',
  });
  const files = readdirSync(outboxDir);
  return { lines, eml: files.map((file) => readFileSync(path.join(outboxDir, file), 'utf8')).join('\n') };
}

describe('the outbox adapter (no SMTP server)', () => {
  it('logs the link outside production, so a developer can follow it', async () => {
    const { lines } = await sendThroughOutbox('development');
    expect(lines.join('\n')).toContain('#token=secret-token-123');
  });

  it('never logs the link in production, yet still writes the mail to the outbox', async () => {
    const { lines, eml } = await sendThroughOutbox('production');
    expect(lines).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('secret-token-123');
    expect(eml).toContain('secret-token-123');
  });
});
