import { Outlet, useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSupportContact } from '../contact.ts';
import { type NavigateOptions, NavigationProvider, type Search } from '../navigation.tsx';
import { FlowFrame } from './flow-frame.tsx';

/**
 * The company app's link pages (regain-trust, FAQ, privacy request) in the flow frame. The referee's and the
 * candidate's pages are the flow entry's (flow-main.tsx); the hooks they share with regain-trust (ui/navigation.tsx)
 * run on TanStack Router here.
 */
export function FlowLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const contact = useSupportContact();
  const navigation = useMemo(
    () => ({
      navigate: ({ to, replace, search: next }: NavigateOptions) =>
        navigate({ to, replace, search: next ?? {} } as unknown as Parameters<typeof navigate>[0]),
      search: Object.fromEntries(
        Object.entries(search).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
      ) as Search,
    }),
    [navigate, search],
  );
  return (
    <NavigationProvider value={navigation}>
      <FlowFrame pathname={pathname} contact={contact}>
        <Outlet />
      </FlowFrame>
    </NavigationProvider>
  );
}
