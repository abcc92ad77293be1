/** Flags referees sharing an IP address with another referee or with the candidate. */

/** One shared address: between two referees, or between a referee and the candidate. */
export type DuplicateIpPair =
  | { kind: 'referees'; ip: string; refereeIds: [string, string] }
  | { kind: 'candidate'; ip: string; refereeId: string };

export interface DuplicateIpResult {
  pairs: DuplicateIpPair[];
  /** Referees to flag on the dashboard. */
  flaggedRefereeIds: Set<string>;
  /** Whether the candidate shares an address with any referee. */
  candidateFlagged: boolean;
}

/** Comparable form of an address (trimmed, lower-case for IPv6 hex); null when empty. */
function normalizeIp(ip: string | null | undefined): string | null {
  const value = ip?.trim().toLowerCase();
  return value ? value : null;
}

/**
 * Finds every pair of referees with the same IP address and every referee with the candidate's address.
 * Empty, blank and missing addresses never match. Pairs are listed in input order.
 */
export function findDuplicateIps(input: {
  candidateIp?: string | null;
  referees: readonly { id: string; ipAddress?: string | null }[];
}): DuplicateIpResult {
  const pairs: DuplicateIpPair[] = [];
  const flaggedRefereeIds = new Set<string>();
  const candidateIp = normalizeIp(input.candidateIp);
  const referees = input.referees.map((r) => ({ id: r.id, ip: normalizeIp(r.ipAddress) }));
  referees.forEach((referee, i) => {
    if (referee.ip === null) return;
    if (referee.ip === candidateIp) {
      pairs.push({ kind: 'candidate', ip: referee.ip, refereeId: referee.id });
      flaggedRefereeIds.add(referee.id);
    }
    for (const other of referees.slice(i + 1)) {
      if (other.ip !== referee.ip) continue;
      pairs.push({ kind: 'referees', ip: referee.ip, refereeIds: [referee.id, other.id] });
      flaggedRefereeIds.add(referee.id);
      flaggedRefereeIds.add(other.id);
    }
  });
  return { pairs, flaggedRefereeIds, candidateFlagged: pairs.some((p) => p.kind === 'candidate') };
}
