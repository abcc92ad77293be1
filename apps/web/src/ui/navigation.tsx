import {
  type ComponentPropsWithRef,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';

/**
 * Navigation for the pages opened from a mail link (referee, candidate, regain-trust), without a router library:
 * the flow entry (flow-main.tsx) runs on the browser history itself (this module's default: a pathname switch
 * re-renders on every change), the company app provides TanStack Router's navigate and search through
 * NavigationProvider (ui/layout/flow-layout.tsx), so the same hooks work in both entries.
 */
export type Search = Record<string, string | undefined>;
export interface NavigateOptions {
  to: string;
  replace?: boolean;
  search?: Search;
}
export interface Navigation {
  navigate: (options: NavigateOptions) => void | Promise<void>;
  search: Search;
}

const listeners = new Set<() => void>();
let blocked = false;
let here = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;

function notify() {
  here = window.location.pathname + window.location.search;
  for (const listener of listeners) listener();
}

function onPopState() {
  // A completed answer cannot be left with the back button (useLeaveBlocker): the entry is put back.
  if (blocked) window.history.pushState(null, '', here);
  else notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

/** Goes to `to` in the browser history (no reload) and re-renders the flow entry's page switch. */
export function historyNavigate({ to, replace = false, search }: NavigateOptions): void {
  if (blocked) return;
  const query = new URLSearchParams(
    Object.entries(search ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  window.history[replace ? 'replaceState' : 'pushState'](null, '', query ? `${to}?${query}` : to);
  window.scrollTo(0, 0);
  notify();
}

/** The current path and query of the browser history ("/referee/instruction?x=1"), re-rendering on change. */
export function useLocationHref(): string {
  return useSyncExternalStore(subscribe, () => here);
}

export function usePathname(): string {
  return useLocationHref().split('?')[0] ?? '/';
}

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigate(): Navigation['navigate'] {
  return useContext(NavigationContext)?.navigate ?? historyNavigate;
}

export function useSearch(): Search {
  const provided = useContext(NavigationContext);
  const href = useLocationHref();
  if (provided) return provided.search;
  return Object.fromEntries(new URLSearchParams(href.split('?')[1] ?? ''));
}

/** While `active`, in-app navigation and the back button stay on this page (the referee's completed answer). */
export function useLeaveBlocker(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    blocked = true;
    return () => {
      blocked = false;
    };
  }, [active]);
}

/** A link inside the flow (`to` a path): a real `<a href>`, followed without a reload on a plain click. */
export function FlowLink({ to, onClick, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate({ to });
      }}
    />
  );
}
