import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * How the server sends mail. "smtp": to the server named by SMTP_URL; "console": printed to
 * the log (development without SMTP_URL); "none": not at all (production without SMTP_URL:
 * the operator hands out reset links with `npm run admin -- reset-link <email>`).
 */
export interface Mailer {
  readonly mode: "smtp" | "console" | "none";
  send(mail: Mail): Promise<void>;
}

/** Sends through nodemailer to `smtpUrl` (smtp:// or smtps://, user and password in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: "smtp",
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Development without SMTP_URL: the mail is printed so the link can be followed. */
export function consoleMailer(print: (text: string) => void = console.log): Mailer {
  return {
    mode: "console",
    async send(mail) {
      print(`\n--- mail to ${mail.to}: ${mail.subject}\n${mail.text}\n---\n`);
    },
  };
}

const noMailer: Mailer = { mode: "none", async send() {} };

/** The mailer the environment asks for. */
export function mailerFromEnv(env: {
  NODE_ENV: string;
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
}): Mailer {
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL, env.MAIL_FROM);
  return env.NODE_ENV === "production" ? noMailer : consoleMailer();
}
