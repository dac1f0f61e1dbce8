/** A composed e-mail, as the mailer sends it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  /**
   * The outbox message it delivers: its Message-ID is made from it, the same on every attempt, so a
   * receiving server can tell a message sent again after a lost answer from a new one.
   */
  messageRef?: string;
}
