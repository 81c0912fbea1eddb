/**
 * The state behind /test-workflow-execution: the client's workflows and the stated rate limit, the run
 * on screen (kept current by realtime, subscribed before any Run is pressed), and starting a run with
 * the API's refusals turned into messages.
 */
import type { InputProblem, InputRule } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../domain/session/store.ts';
import { ProductApiError } from '../../lib/productApi.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { useServerState } from '../../lib/useServerState.ts';
import { useTestRunsT } from './i18n/index.ts';
import type { RunRefusal } from './RunForm.tsx';
import { MARKS } from './runMarks.ts';
import { furtherAlong } from './runState.ts';
import { loadOwnedWorkflows, type Run, startRun, watchMyRuns } from './runsApi.ts';

async function loadPage(userId: string | undefined, signal: AbortSignal) {
  const supabase = await getSupabase();
  const [workflows, limit] = await Promise.all([
    userId ? loadOwnedWorkflows(userId, signal) : [],
    supabase.rpc('test_run_limit_per_minute').abortSignal(signal),
  ]);
  if (limit.error) throw limit.error;
  return { workflows, limit: limit.data };
}

/**
 * `forClient`: an admin's page, whose workflows, runs and new runs are that client's ('' while no client
 * is chosen); a client's own page leaves it undefined.
 */
export function useTestRuns(forClient?: string) {
  const { t } = useTestRunsT();
  const signedIn = useAuth((state) => state.user?.id);
  const userId = forClient === undefined ? signedIn : forClient || undefined;
  const page = useServerState((signal) => loadPage(userId, signal), [userId], {
    enabled: Boolean(signedIn),
  });
  const [current, setCurrent] = useState<Run>();
  const [historyVersion, setHistoryVersion] = useState(0);
  const seen = useRef(new Map<string, Run>());

  const show = useCallback((run: Run) => {
    const best = furtherAlong(seen.current.get(run.id), run);
    seen.current.set(run.id, best);
    setCurrent((on) => (on && on.id !== run.id ? on : best));
  }, []);

  useEffect(() => {
    if (!userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = watchMyRuns(userId, (run) => {
      const best = furtherAlong(seen.current.get(run.id), run);
      seen.current.set(run.id, best);
      setCurrent((on) => (on?.id === run.id ? furtherAlong(on, best) : on));
      clearTimeout(timer);
      timer = setTimeout(() => setHistoryVersion((n) => n + 1), 400);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [userId]);

  const run = useCallback(
    async (slug: string, input: Record<string, unknown>): Promise<RunRefusal | undefined> => {
      for (const name of Object.values(MARKS)) performance.clearMarks(name);
      performance.mark(MARKS.pressed);
      try {
        const started = await startRun(slug, input, forClient || undefined);
        setCurrent(undefined);
        show(started);
        return undefined;
      } catch (e) {
        if (!(e instanceof ProductApiError)) return { kind: 'message', text: t('errors.failed') };
        if (e.code === 'forbidden') return { kind: 'message', text: t('errors.forbidden') };
        if (e.code === 'rate_limited') {
          const d = (e.details ?? {}) as { limit?: number; retryAfterSeconds?: number };
          return {
            kind: 'message',
            text: t('errors.rateLimited', { limit: d.limit ?? 0, seconds: d.retryAfterSeconds ?? 60 }),
          };
        }
        if (e.code === 'validation_failed' && Array.isArray(e.details)) {
          const problems: InputProblem[] = (e.details as { path?: string; rule?: string }[])
            .filter((d) => d.path?.startsWith('input.') && d.rule)
            .map((d) => ({ field: (d.path as string).slice(6), rule: d.rule as InputRule }));
          if (problems.length) return { kind: 'fields', problems };
        }
        return { kind: 'message', text: t('errors.failed') };
      }
    },
    [show, t, forClient],
  );

  return { page, userId, current, view: show, run, historyVersion };
}
