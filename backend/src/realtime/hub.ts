import { type PresenceDiff, TopicPresence } from './presence.ts';

/** What the hub needs from a joined channel to route broadcasts and presence. */
export interface TopicMember {
  readonly topic: string;
  readonly isPrivate: boolean;
  readonly presenceEnabled: boolean;
  readonly broadcastSelf: boolean;
  sendJson(event: string, payload: unknown, joinRef: string | null): void;
  sendBinaryBroadcast(event: string, meta: string, encoding: 0 | 1, payload: Buffer): void;
}

/** A user broadcast as it travels between members: JSON payload, or raw bytes from a binary frame. */
export type BroadcastMessage =
  | { kind: 'json'; payload: Record<string, unknown> }
  | { kind: 'binary'; event: string; meta: string; encoding: 0 | 1; bytes: Buffer };

interface Room {
  members: Set<TopicMember>;
  presence: TopicPresence<TopicMember>;
}

/**
 * Topic membership for broadcast and presence. Public and private channels of the same name are
 * separate rooms, as on Supabase.
 */
export class Hub {
  private readonly rooms = new Map<string, Room>();

  private roomKey(topic: string, isPrivate: boolean) {
    return `${isPrivate ? 'private' : 'public'}\u0000${topic}`;
  }

  private room(member: TopicMember, create: boolean): Room | undefined {
    const key = this.roomKey(member.topic, member.isPrivate);
    let room = this.rooms.get(key);
    if (!room && create) {
      room = { members: new Set(), presence: new TopicPresence() };
      this.rooms.set(key, room);
    }
    return room;
  }

  join(member: TopicMember) {
    this.room(member, true)?.members.add(member);
  }

  /** Removes the member and, if it tracked presence, tells the others it left. */
  leave(member: TopicMember, presenceKey: string) {
    const room = this.room(member, false);
    if (!room) return;
    room.members.delete(member);
    const diff = room.presence.untrack(member, presenceKey);
    if (diff) this.sendDiff(room, diff);
    if (!room.members.size && !room.presence.size) {
      this.rooms.delete(this.roomKey(member.topic, member.isPrivate));
    }
  }

  memberCount(topic: string, isPrivate = false) {
    return this.rooms.get(this.roomKey(topic, isPrivate))?.members.size ?? 0;
  }

  broadcast(from: TopicMember | null, topic: string, isPrivate: boolean, message: BroadcastMessage) {
    const room = this.rooms.get(this.roomKey(topic, isPrivate));
    if (!room) return;
    for (const member of room.members) {
      if (member === from && !member.broadcastSelf) continue;
      if (message.kind === 'json') member.sendJson('broadcast', message.payload, null);
      else member.sendBinaryBroadcast(message.event, message.meta, message.encoding, message.bytes);
    }
  }

  presenceState(member: TopicMember) {
    return this.room(member, true)?.presence.list() ?? {};
  }

  track(member: TopicMember, key: string, payload: Record<string, unknown>) {
    const room = this.room(member, true);
    if (room) this.sendDiff(room, room.presence.track(member, key, payload));
  }

  untrack(member: TopicMember, key: string) {
    const room = this.room(member, false);
    const diff = room?.presence.untrack(member, key);
    if (room && diff) this.sendDiff(room, diff);
  }

  private sendDiff(room: Room, diff: PresenceDiff) {
    for (const m of room.members) if (m.presenceEnabled) m.sendJson('presence_diff', diff, null);
  }
}
