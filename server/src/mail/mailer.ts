import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Mail } from "./mail";

/**
 * Sends through SMTP_URL, or writes each message as a .eml file to DATA_DIR/outbox (each appears there whole).
 * Throws when the mail server refuses.
 */
export class Mailer {
  readonly outbox: string;
  private readonly transport;

  constructor(private readonly config: Config) {
    this.outbox = path.join(config.dataDir, "outbox");
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }

  async send({ messageRef, ...mail }: Mail): Promise<void> {
    const messageId = messageRef ? `<${messageRef}@${senderDomain(this.config.mailFrom)}>` : undefined;
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail, messageId });
    if (this.config.smtpUrl) return;
    const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}-${safeTo}.eml`;
    // Written beside the outbox and moved in whole: whoever reads the outbox never meets a message half written.
    const writing = path.join(this.outbox + "-writing", name);
    fs.mkdirSync(path.dirname(writing), { recursive: true });
    fs.mkdirSync(this.outbox, { recursive: true });
    fs.writeFileSync(writing, (info as unknown as { message: Buffer }).message);
    fs.renameSync(writing, path.join(this.outbox, name));
  }
}

/** The domain of the sender's address ("Kashi Coach Tours <bookings@kashicoachtours.in>" -> kashicoachtours.in). */
const senderDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
