import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { StackContext } from '../http/types.ts';

export interface RealtimeServer {
  /** Installs the stack-local change triggers on every table of the supabase_realtime publication. */
  install(): Promise<void>;
  /** Takes over an HTTP upgrade for /realtime/v1/websocket. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

// Placeholder until realtime lands (issue 3): refuses websocket upgrades.
export function createRealtime(_ctx: StackContext): RealtimeServer {
  return {
    async install() {},
    handleUpgrade(_req, socket) {
      socket.end('HTTP/1.1 501 Not Implemented\r\n\r\n');
    },
    async close() {},
  };
}
