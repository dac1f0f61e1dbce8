import type { WebSocket } from "ws";
import type { Identity } from "../domain/shared/actor";
import { SESSIONS_ENDED, type SessionsEndedPayload } from "../domain/shared/events";
import { log } from "../domain/shared/log";

/** graphql-ws's "Forbidden" close code: the client does not reconnect with the same token on its own. */
const SESSION_ENDED_CODE = 4403;
const SESSION_ENDED_REASON = "Your session has ended. Please sign in again.";

interface Holder {
  userId: string;
  sessionId?: string;
}

/**
 * The graphql-ws sockets of this instance by the account (and session) that opened their subscriptions.
 * When a user's sessions end anywhere (`SESSIONS_ENDED`, published by the session and staff services and
 * fanned out through Redis with REDIS_URL), this instance closes that user's sockets (all of them, or those
 * of the one session ended) with code 4403 and a reason the client can show.
 */
export class LiveSessions {
  private readonly byUser = new Map<string, Map<WebSocket, Holder>>();

  /** Notes who a subscription's socket belongs to (a guest's socket is not kept). */
  register(socket: WebSocket, identity: Identity): void {
    const userId = identity.actor?.id;
    if (!userId) return;
    let sockets = this.byUser.get(userId);
    if (!sockets) this.byUser.set(userId, (sockets = new Map()));
    if (sockets.has(socket)) return;
    sockets.set(socket, { userId, sessionId: identity.sessionId });
    socket.once("close", () => {
      const own = this.byUser.get(userId);
      own?.delete(socket);
      if (own?.size === 0) this.byUser.delete(userId);
    });
  }

  /** Closes the sockets of the ended sessions; answers how many. */
  end({ userId, sessionId }: SessionsEndedPayload): number {
    const sockets = this.byUser.get(userId);
    if (!sockets) return 0;
    let closed = 0;
    for (const [socket, holder] of [...sockets]) {
      // A socket whose token names no session belongs to every session of the user.
      if (sessionId && holder.sessionId && holder.sessionId !== sessionId) continue;
      sockets.delete(socket);
      socket.close(SESSION_ENDED_CODE, SESSION_ENDED_REASON);
      closed++;
    }
    if (sockets.size === 0) this.byUser.delete(userId);
    if (closed) log.info({ userId, closed }, "live subscriptions of ended sessions closed");
    return closed;
  }

  /** Follows the SESSIONS_ENDED events; answers the function that stops following them. */
  watch(subscribe: (topic: typeof SESSIONS_ENDED) => AsyncIterableIterator<SessionsEndedPayload>): () => void {
    const events = subscribe(SESSIONS_ENDED);
    void (async () => {
      for await (const e of events) this.end(e);
    })().catch((e: unknown) => log.error({ err: e }, "session events stopped"));
    return () => void events.return?.(undefined);
  }
}
