import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { atFileEnd } from "./at-file-end.ts";

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for nodemailer. */
  url: string;
  port: number;
  /** Every mail received so far, parsed. */
  readonly mails: ParsedMail[];
  /** The next mail to `to` not yet taken, waiting for it if needed. */
  nextMailTo(to: string, timeoutMs?: number): Promise<ParsedMail>;
  /** The mails received for `to` so far. */
  mailsTo(to: string): ParsedMail[];
  stop(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const to = mail.to;
  const list = Array.isArray(to) ? to : to ? [to] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
}

/**
 * A real SMTP server in the test process (smtp-server, no TLS, any login accepted); mail is
 * parsed with mailparser. Stops by itself when the test file ends (or call stop()).
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  atFileEnd(stop);

  const mailsTo = (to: string) => mails.filter((m) => recipients(m).includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    mails,
    mailsTo,
    async nextMailTo(to, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mailsTo(to).find((m) => !taken.has(m));
        if (found) {
          taken.add(found);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    stop,
  };
}
