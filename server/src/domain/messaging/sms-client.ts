import fs from "node:fs/promises";
import path from "node:path";
import type { Msg91Config } from "../../config";

/** One SMS through a DLT-registered flow: the flow's id and its variables in order (var1, var2, …). */
export interface SmsSend {
  to: string;
  flowId: string;
  dltTemplateId: string;
  variables: string[];
  /** The filled text (the outbox keeps it; MSG91 fills the flow itself). */
  text: string;
  unicode: boolean;
}

/** SMS as the messaging area needs it: MSG91's Flow API when configured, else DATA_DIR/outbox/sms. Answers the request id. */
export interface SmsSender {
  readonly live: boolean;
  send(message: SmsSend, ref: string): Promise<string>;
}

export class SmsError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`MSG91 answered ${status}: ${description}`);
  }
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** MSG91's v5 Flow API: `POST {MSG91_API_URL}/flow` with the `authkey` header. */
export class Msg91Sms implements SmsSender {
  readonly live = true;
  constructor(private readonly config: Msg91Config) {}

  async send(message: SmsSend): Promise<string> {
    const variables = Object.fromEntries(message.variables.map((v, i) => [`var${i + 1}`, v]));
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl}/flow`, {
        method: "POST",
        headers: { authkey: this.config.authKey, "Content-Type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          template_id: message.flowId,
          sender: this.config.sender,
          short_url: "0",
          unicode: message.unicode ? 1 : 0,
          recipients: [{ mobiles: message.to, ...variables }],
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      throw new SmsError(0, `no answer from MSG91 (${(e as Error).name})`);
    }
    const answer = (await res.json().catch(() => ({}))) as { type?: string; message?: string };
    if (res.ok && answer.type === "success" && answer.message) return answer.message;
    throw new SmsError(res.ok ? 400 : res.status, answer.message || `HTTP ${res.status}`);
  }
}

/** No key: each SMS is written as JSON (flow, DLT template id, variables and the filled text), one file per message. */
export class SmsOutbox implements SmsSender {
  readonly live = false;
  constructor(private readonly dir: string) {}

  async send(message: SmsSend, ref: string): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    // Written beside and renamed: whoever reads the folder never meets a message half written.
    const file = path.join(this.dir, `${ref}.json`);
    await fs.writeFile(`${file}.part`, `${JSON.stringify(message, null, 2)}\n`);
    await fs.rename(`${file}.part`, file);
    return `outbox.${ref}`;
  }
}
