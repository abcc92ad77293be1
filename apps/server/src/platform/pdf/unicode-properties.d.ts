/** The part of unicode-properties (no types of its own) that script-runs.ts uses: its default export's lookup. */
declare module 'unicode-properties' {
  const unicode: { getScript(codePoint: number): string };
  export default unicode;
}
