import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface OutgoingMessage {
  channel: 'mail' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Delivers a message; returns the transport name. Throws when delivery failed (the job retries). */
export type Transport = (message: OutgoingMessage) => Promise<string>;

export function createTransport(config: Config): Transport {
  const mailer = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return async (message) => {
    if (message.channel === 'mail') {
      if (!mailer) return 'outbox';
      await mailer.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      return 'smtp';
    }
    if (!config.SMS_API_URL) return 'outbox';
    await sendSms(config, message);
    return 'sms-api';
  };
}

/** Twilio-style: POST {base}/Messages.json with form fields To, From, Body and basic auth. */
async function sendSms(config: Config, message: OutgoingMessage) {
  const auth = Buffer.from(`${config.SMS_API_USER ?? ''}:${config.SMS_API_PASSWORD ?? ''}`).toString(
    'base64',
  );
  const response = await fetch(`${config.SMS_API_URL}/Messages.json`, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ To: message.to, From: config.SMS_FROM, Body: message.text }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new Error(`SMS API answered ${response.status}: ${detail.slice(0, 200)}`);
  }
}
