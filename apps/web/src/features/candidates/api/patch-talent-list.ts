import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { type TalentListItem, type TalentPage, talentKeys } from './types.ts';

type Pages = InfiniteData<TalentPage, string | null>;

export function getTalentListItem(id: string) {
  return apiRequest<TalentListItem>(`/api/talents/${id}/list-item`);
}

function withCount(pages: Pages, delta: number): Pages {
  const [first, ...rest] = pages.pages;
  if (!first?.counts) return pages;
  return {
    ...pages,
    pages: [{ ...first, counts: { ...first.counts, total: first.counts.total + delta } }, ...rest],
  };
}

/** The loaded pages with the row replaced where it is, or prepended (a new candidate is the newest). */
export function upsertRow(pages: Pages, item: TalentListItem): Pages {
  let found = false;
  const replaced = pages.pages.map((page) => ({
    ...page,
    items: page.items.map((row) => {
      if (row.id !== item.id) return row;
      found = true;
      return item;
    }),
  }));
  if (found) return { ...pages, pages: replaced };
  const [first, ...rest] = replaced;
  if (!first) return pages;
  return withCount({ ...pages, pages: [{ ...first, items: [item, ...first.items] }, ...rest] }, 1);
}

/** The loaded pages without the row. */
export function removeRow(pages: Pages, id: string): Pages {
  let removed = 0;
  const next = pages.pages.map((page) => {
    const items = page.items.filter((row) => row.id !== id);
    removed += page.items.length - items.length;
    return { ...page, items };
  });
  return removed ? withCount({ ...pages, pages: next }, -removed) : pages;
}

/**
 * Applies one live change to the cached list pages instead of refetching them all: the unfiltered list gets the
 * row patched in place (or prepended when new, removed when deleted); searched lists, whose membership the browser
 * cannot judge, are refetched from their first page when next shown.
 */
export async function patchTalentLists(
  queryClient: QueryClient,
  change: { talentId: string; kind: 'created' | 'updated' | 'deleted' },
) {
  const searched = (q: { queryKey: readonly unknown[] }) => q.queryKey[2] !== '';
  queryClient.removeQueries({ queryKey: talentKeys.lists, predicate: (q) => searched(q) && !q.isActive() });
  void queryClient.invalidateQueries({ queryKey: talentKeys.lists, predicate: searched });
  if (change.kind === 'deleted') {
    queryClient.setQueryData<Pages>(
      talentKeys.list(''),
      (pages) => pages && removeRow(pages, change.talentId),
    );
    return;
  }
  if (!queryClient.getQueryData(talentKeys.list(''))) return;
  const item = await getTalentListItem(change.talentId).catch(() => null);
  queryClient.setQueryData<Pages>(
    talentKeys.list(''),
    (pages) => pages && (item ? upsertRow(pages, item) : removeRow(pages, change.talentId)),
  );
}

/** After a change made here or heard live: that candidate's detail, the graph header and the list's row. */
export function refreshTalent(
  queryClient: QueryClient,
  talentId: string,
  kind: 'created' | 'updated' | 'deleted',
) {
  void queryClient.invalidateQueries({ queryKey: talentKeys.statsAll });
  if (kind === 'deleted') queryClient.removeQueries({ queryKey: talentKeys.detail(talentId) });
  else void queryClient.invalidateQueries({ queryKey: talentKeys.detail(talentId) });
  return patchTalentLists(queryClient, { talentId, kind });
}

/** After many changes at once (a CSV import): the graph header, and the lists again from their first page. */
export function refreshAllTalents(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: talentKeys.statsAll });
  return queryClient.resetQueries({ queryKey: talentKeys.lists });
}
