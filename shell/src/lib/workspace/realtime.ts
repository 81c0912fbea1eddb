/**
 * Follows the signed-in user's rows in some tables (docs/architecture.md, "Realtime"): one channel per
 * table filtered to the user, a burst of changes causing one reload, and a reload after a
 * resubscription (changes made while the connection was down are not lost).
 */
import { getSupabase } from '../supabase.ts';

const DEBOUNCE_MS = 250;

export function watchOwnRows(userId: string, tables: readonly string[], onChange: () => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, DEBOUNCE_MS);
  };
  const unique = Math.random().toString(36).slice(2);
  let cleanup: (() => void) | undefined;
  void getSupabase().then((supabase) => {
    if (stopped) return;
    const channels = tables.map((table) => {
      let subscribedOnce = false;
      return supabase
        .channel(`workspace:${table}:${unique}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table, filter: `user_id=eq.${userId}` },
          changed,
        )
        .subscribe((status) => {
          if (status !== 'SUBSCRIBED') return;
          if (subscribedOnce) changed();
          subscribedOnce = true;
        });
    });
    cleanup = () => {
      for (const channel of channels) void supabase.removeChannel(channel);
    };
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    cleanup?.();
  };
}
