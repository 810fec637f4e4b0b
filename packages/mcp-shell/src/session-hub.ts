import type { Server } from '@modelcontextprotocol/server';

/** One connected client (a stdio process has one; Streamable HTTP has one per session). */
interface Session {
  subscriptions: Set<string>;
  /** Gets every update (its transport filters them by the client's subscriptions). */
  everything?: boolean;
  notify(uri: string): Promise<void>;
  server: Server;
}

/** Tracks sessions so a resource update reaches every client subscribed to it. */
export interface SessionHub {
  add(session: Session): Session;
  remove(session: Session): void;
  notify(uri: string): Promise<void>;
  /** Also tells `publisher` about every update (the 2026 `subscriptions/listen` streams of an HTTP endpoint). */
  publish(publisher: (uri: string) => void): void;
  size(): number;
  sessions(): Session[];
}

export function createSessionHub(): SessionHub {
  const sessions = new Set<Session>();
  const publishers: ((uri: string) => void)[] = [];
  return {
    publish: (p) => void publishers.push(p),
    add(s) {
      sessions.add(s);
      return s;
    },
    remove(s) {
      sessions.delete(s);
    },
    async notify(uri) {
      for (const p of publishers) p(uri);
      await Promise.all(
        [...sessions]
          .filter((s) => s.everything || s.subscriptions.has(uri))
          .map((s) => s.notify(uri).catch(() => undefined)),
      );
    },
    size: () => sessions.size,
    sessions: () => [...sessions],
  };
}
