import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server on a free localhost port (smtp-server), for the tests of Email to Lender:
 * it takes messages like any mail server and keeps each one parsed (mailparser), or refuses
 * every message with a 550 while `refuse` is on.
 */

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>: for RINN_SMTP_URL or smtpMailer. */
  url: string;
  received: ParsedMail[];
  /** While true, every message is refused (550) after its DATA. */
  refuse: boolean;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const state: { received: ParsedMail[]; refuse: boolean } = { received: [], refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (state.refuse) {
            const refused = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
            callback(refused);
            return;
          }
          state.received.push(mail);
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
