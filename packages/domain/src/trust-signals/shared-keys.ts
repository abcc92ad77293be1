/**
 * Who shares a key (a device id, a normalised phone number or e-mail address) within one check: pairs of referees,
 * and referees who share one with the candidate. Keys are compared as given (the server passes normalised values or
 * their hashes); empty keys never match.
 */

export interface SharedKeys {
  /** Pairs of referee ids, each pair once, in input order. */
  refereePairs: [string, string][];
  /** Referees sharing a key with the candidate. */
  withCandidate: string[];
}

export function findSharedKeys(input: {
  candidateKeys: readonly (string | null | undefined)[];
  referees: readonly { id: string; keys: readonly (string | null | undefined)[] }[];
}): SharedKeys {
  const clean = (keys: readonly (string | null | undefined)[]) =>
    new Set(keys.map((k) => k?.trim()).filter((k): k is string => !!k));
  const candidate = clean(input.candidateKeys);
  const referees = input.referees.map((r) => ({ id: r.id, keys: clean(r.keys) }));
  const refereePairs: [string, string][] = [];
  const withCandidate: string[] = [];
  referees.forEach((referee, i) => {
    if ([...referee.keys].some((k) => candidate.has(k))) withCandidate.push(referee.id);
    for (const other of referees.slice(i + 1)) {
      if (other.id !== referee.id && [...referee.keys].some((k) => other.keys.has(k))) {
        refereePairs.push([referee.id, other.id]);
      }
    }
  });
  return { refereePairs, withCandidate };
}

/** Comparable form of an e-mail address (trimmed, lower case); null when empty. */
export function normalizeEmail(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase();
  return value ? value : null;
}
