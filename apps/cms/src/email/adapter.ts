import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import nodemailer from 'nodemailer';
import type { EmailAdapter, SendEmailOptions } from 'payload';

import type { Env } from '../env';

/** The display name and address of a From setting such as `HCP Portal <no-reply@example.org>`. */
export function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] ?? '', address: match[2] ?? from } : { name: '', address: from.trim() };
}

/**
 * Mail through SMTP (nodemailer) when SMTP_HOST is set; otherwise each message is written as an .eml file to the
 * outbox folder, and outside production its first link is logged, so a demo or a developer can follow it without a
 * mail server. In production the link (a reset or confirmation token) never reaches a log line.
 */
export function emailAdapter(env: Pick<Env, 'smtp' | 'mailFrom' | 'outboxDir' | 'nodeEnv'>): EmailAdapter {
  const from = parseFrom(env.mailFrom);
  return ({ payload }) => {
    const smtp = env.smtp;
    if (smtp) {
      const transport = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        // A mail server that hangs fails the send in seconds (nodemailer waits minutes by default), so a mail job
        // always ends well inside its claim's lease (jobs/claims.ts) and the queue retries it.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      return {
        name: 'smtp',
        defaultFromAddress: from.address,
        defaultFromName: from.name,
        sendEmail: (message: SendEmailOptions) => transport.sendMail({ from: env.mailFrom, ...message }),
      };
    }
    const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      name: 'outbox',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message: SendEmailOptions) => {
        const info = await outbox.sendMail({ from: env.mailFrom, ...message });
        mkdirSync(env.outboxDir, { recursive: true });
        const file = path.join(
          env.outboxDir,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
        );
        writeFileSync(file, info.message as Buffer, { mode: 0o600 });
        const link =
          env.nodeEnv !== 'production' && typeof message.text === 'string'
            ? /https?:\/\/\S+/.exec(message.text)?.[0]
            : undefined;
        payload.logger.info(
          `No SMTP server configured: mail "${String(message.subject)}" written to ${file}${link ? `; its link: ${link}` : ''}`,
        );
        return info;
      },
    };
  };
}
