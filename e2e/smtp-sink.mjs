// The e2e mail sink: a real SMTP server (smtp-server, no TLS, any login) that keeps every mail
// it receives, parsed with mailparser, and serves them over HTTP for the specs to read:
//   GET /healthz              200 once both servers listen
//   GET /mails?to=<address>   [{ to, subject, text }] of the mails to that address, oldest first
// Usage: node e2e/smtp-sink.mjs <smtp port> <http port>
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
/** @type {{ to: string[]; subject: string; text: string }[]} */
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
        const to = list.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
        mails.push({ to, subject: mail.subject ?? "", text: mail.text ?? "" });
        callback();
      },
      (error) => callback(error),
    );
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://sink");
  if (url.pathname === "/healthz") {
    response.writeHead(200).end("ok");
    return;
  }
  if (url.pathname === "/mails") {
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    const found = mails
      .filter((mail) => mail.to.includes(to))
      .map((mail) => ({ to, subject: mail.subject, text: mail.text }));
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found));
    return;
  }
  response.writeHead(404).end();
});

await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
await new Promise((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
