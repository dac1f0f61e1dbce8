import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Mail } from "./mail";

/** Sends through SMTP_URL, or writes each message as a .eml file to DATA_DIR/outbox. Throws when the mail server refuses. */
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
    fs.mkdirSync(this.outbox, { recursive: true });
    const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
    const file = path.join(
      this.outbox,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}-${safeTo}.eml`,
    );
    fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
  }
}

/** The domain of the sender's address ("Kashi Coach Tours <bookings@kashicoachtours.in>" -> kashicoachtours.in). */
const senderDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
