import 'i18next';
import type { jp } from './locales/jp/index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof jp;
    returnNull: false;
  }
}
