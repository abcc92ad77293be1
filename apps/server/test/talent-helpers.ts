/** A valid add-candidate body for the API tests. */
export const candidateBody = (overrides: Record<string, unknown> = {}) => ({
  name: '候補 太郎',
  email: `taro-${Math.random().toString(36).slice(2, 8)}@example.jp`,
  countryCode: '+81',
  phoneNumber: '09011112222',
  language: 'jp',
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  rank: 'fulltime',
  selectionQuestion: true,
  refereeBreakdown: [
    { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
    { relationship: 'colleague', timeWorkingTogether: 'previousJob', numberOfPeople: 1 },
  ],
  ...overrides,
});
