/**
 * Outgoing email. With SMTP_URL, nodemailer delivers over SMTP; without it
 * (the embedded default) each message is written to the `email_outbox` table
 * and its link to the log, so a developer can follow it without a mail server.
 * Only background jobs call this: a slow SMTP server never holds up a request.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { EmailOutboxEntity } from './outbox.entity.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Template name, kept with outbox messages. */
  template: string;
  /** The action link the message carries, if any: logged in outbox mode so it can be followed. */
  link?: string;
  /** The From header; omitted: MAIL_FROM (config.mail.from). */
  from?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config, db: DataSource, log: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) {
    if (config.isProd) log.warn('SMTP_URL is not set: emails go to the email_outbox table, not to people');
    return {
      async send(message) {
        await db.getRepository(EmailOutboxEntity).insert({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          template: message.template,
        });
        log.info(
          { to: message.to, subject: message.subject, link: message.link },
          'email written to the outbox (set SMTP_URL to send it)',
        );
      },
    };
  }
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A job attempt must end in bounded time; pg-boss retries it with backoff.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: message.from ?? from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      log.info({ template: message.template, messageId: info.messageId }, 'email sent');
    },
  };
}
