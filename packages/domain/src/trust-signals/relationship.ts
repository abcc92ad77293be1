/**
 * The relationship and period the candidate stated for a referee, against what the referee confirms. Free text is
 * compared in normalised form (NFKC, no spaces, case-folded); months as YYYY-MM. A correction is a warning, never
 * proof: people misremember dates.
 */
export interface StatedRelationship {
  relationship: string;
  /** YYYY-MM, or null when not stated. */
  from: string | null;
  /** YYYY-MM, null when not stated or ongoing. */
  to: string | null;
}

const fold = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** Whether the referee changed the stated relationship or period (unanswered confirmation is no correction). */
export function isRelationshipCorrected(
  stated: StatedRelationship,
  confirmed: StatedRelationship | null | undefined,
): boolean {
  if (!confirmed) return false;
  return (
    fold(stated.relationship) !== fold(confirmed.relationship) ||
    (stated.from ?? null) !== (confirmed.from ?? null) ||
    (stated.to ?? null) !== (confirmed.to ?? null)
  );
}
