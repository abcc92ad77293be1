import type { NotificationData, NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Toasts for the flow entry, loaded on the first one: Mantine's notifications (with its transitions, ~10 KiB
 * gzipped) are not part of the referee's first page. `notifications.show` has Mantine's signature.
 */
let module: Promise<typeof import('@mantine/notifications')> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function load() {
  module ??= import('@mantine/notifications');
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return module;
}

export const notifications = {
  show(data: NotificationData): void {
    void load().then((m) => m.notifications.show(data));
  },
};

const Container = lazy(() => load().then((m) => ({ default: m.Notifications })));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts Mantine's notification container once the first toast is asked for. */
export function LazyNotifications(props: NotificationsProps) {
  const show = useSyncExternalStore(subscribe, () => wanted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Container {...props} />
    </Suspense>
  );
}
