/** Query keys of the webhook endpoints and their delivery logs. */
export const webhookKeys = {
  endpoints: ['webhook-endpoints'] as const,
  deliveries: (id: string) => ['webhook-endpoints', id, 'deliveries'] as const,
};
