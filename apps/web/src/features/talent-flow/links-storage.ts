import type { RefereeLink } from './api/types.ts';

const KEY = 'talent-referee-links';

/** Raw referee links are shown once: kept for this tab so /talent/complete survives a reload. */
export function storeLinks(links: RefereeLink[]) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(links));
  } catch {
    // storage unavailable: the complete page issues new links
  }
}

export function readLinks(): RefereeLink[] | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value ? (JSON.parse(value) as RefereeLink[]) : null;
  } catch {
    return null;
  }
}
