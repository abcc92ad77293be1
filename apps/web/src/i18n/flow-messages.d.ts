/** The domain texts of the flow pages in one language, made at build time (apps/web/flow-messages.ts). */
declare module 'virtual:flow-messages/*' {
  const table: Record<string, Record<string, string>>;
  export default table;
}
