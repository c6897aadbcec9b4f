/**
 * The back office's texts of its screens other than Today (admin-more.json): Today's first visit
 * fetches only its own (admin.json), see ./index.ts. Here, not there: the home page runs that file.
 */
import i18n from './index';

/**
 * Loads the back office's texts with those of its screens other than Today (namespaces admin and
 * admin-more, read through admin), in the current language and, from then on, in each language the
 * app changes to. A screen's page waits for it before it renders (app/routes/admin.tsx), so no
 * screen shows a key instead of its text.
 */
export const loadAdminScreenTexts = (): Promise<void> => i18n.loadNamespaces(['admin', 'admin-more']);
