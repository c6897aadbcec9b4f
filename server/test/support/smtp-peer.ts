import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** One email as the test SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body, as sent). */
  raw: string;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1, plain text, no sign-in: it keeps
 * every message it accepts. `url` is what SMTP_URL is set to.
 */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
