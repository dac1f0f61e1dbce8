import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
}

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

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
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
