/** The demo accounts whose password the README prints (the seed creates them; sign-in recognises them). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@refcheck.test', name: '運営 管理者', phone: '+819000000001' },
  owner: { email: 'owner@acme.test', name: '山田 花子', phone: '+819000000002' },
  staff: { email: 'staff@acme.test', name: '佐藤 健', phone: '+819000000003' },
  light: { email: 'owner@light.test', name: '鈴木 一郎', phone: '+819000000004' },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
