/**
 * A real SMTP server on loopback (smtp-server) that parses what it receives
 * (mailparser), so tests see exactly what a mailbox would: the server under
 * test speaks SMTP to it through nodemailer, as it would in production.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-case name (the last of repeated ones), as text. */
  headers: Record<string, string>;
}

export interface FakeSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next message to `to` (and matching `subject`, if given) that no earlier call returned. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** The first link in a message's text that goes to `path`, e.g. /auth/reset-password. */
  linkIn(mail: ReceivedMail, path: string): URL;
  stop(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust, nothing leaves the machine.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const address = (a: ParsedMail['to'] | ParsedMail['from']) =>
            (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address ?? '')).join(', ');
          messages.push({
            to: address(parsed.to),
            from: address(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(
          (m) => !taken.has(m) && m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject)),
        );
        if (found) {
          taken.add(found);
          return found;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no email to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    },
    linkIn(mail, path) {
      const match = mail.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname === path);
      if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
      return new URL(match);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
