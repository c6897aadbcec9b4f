/**
 * Unit tests run outside a server-rendered page, where the browser would get its texts from the
 * page (client/src/lib/ssr-state.ts): load the public namespaces before the tests, as a page would have them.
 */
import i18n from '@/i18n';

await i18n.loadNamespaces(['common', 'catalog', 'pages', 'validation']);
