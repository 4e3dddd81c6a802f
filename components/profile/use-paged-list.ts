'use client';
import { useCallback, useRef, useState } from 'react';
import { toPaged, type PageAnswer, type Paged } from './paged';

export type { PageAnswer, Paged };

/**
 * A list read page by page (pages start at 1) with Load more, and a reload
 * that re-reads every page shown so far (after a save or remove).
 */
export function usePagedList<T>(fetchPage: (page: number) => Promise<PageAnswer<T>>, initial?: Paged<T>) {
  const [state, setState] = useState<Paged<T> | null>(initial ?? null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const seq = useRef(0);

  const run = useCallback(async (pages: number[], append: boolean) => {
    const mine = ++seq.current;
    setLoading(true);
    setFailed(false);
    try {
      const answers = await Promise.all(pages.map(async (p) => toPaged<T>(await fetchPage(p), p)));
      if (mine !== seq.current) return; // a newer load superseded this one
      const last = answers[answers.length - 1]!;
      const fresh = answers.flatMap((a) => a.items);
      setState((prev) => ({
        items: append && prev ? [...prev.items, ...fresh] : fresh,
        page: last.page,
        totalPages: last.totalPages,
      }));
    } catch {
      if (mine === seq.current) setFailed(true);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (state) void run([state.page + 1], true);
  }, [run, state]);

  /** Re-reads pages 1..current so a removed item leaves and nothing shifts out of view. */
  const reload = useCallback(() => {
    const upTo = Math.max(1, state?.page ?? 1);
    void run(Array.from({ length: upTo }, (_, i) => i + 1), false);
  }, [run, state]);

  const hasMore = !!state && state.page < state.totalPages;
  return { state, loading, failed, loadMore, reload, hasMore };
}
