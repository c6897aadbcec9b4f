// Typed keys: `t('…')` is checked against the English files at compile time.
import 'i18next';
import type { VALIDATION_EN } from '@pachmarhi/common/i18n/validation-en';
import type admin from './locales/en/admin.json';
import type adminMore from './locales/en/admin-more.json';
import type catalog from './locales/en/catalog.json';
import type common from './locales/en/common.json';
import type pages from './locales/en/pages.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      catalog: typeof catalog;
      pages: typeof pages;
      // Namespace admin answers admin-more's keys too (fallbackNS, index.ts).
      admin: typeof admin & typeof adminMore;
      validation: typeof VALIDATION_EN;
    };
  }
}
