import { createRouter } from '@tanstack/react-router';
import { queryClient } from '../api/query-client.ts';
import { routeTree } from '../routes/route-tree.tsx';
import { PagePending } from '../ui/page-pending.tsx';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Guards and loaders read through TanStack Query, which owns freshness.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PagePending,
  defaultPendingMs: 300,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
