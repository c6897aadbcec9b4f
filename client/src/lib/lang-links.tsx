/**
 * Links that stay in the page's language (docs/decisions/022-hindi-urls.md): on a Hindi page (or
 * with Hindi chosen on a page of one path, such as /login) a link to '/hotel' goes to '/hi/hotel';
 * links to the account screens, the back office and other sites are left as they are. Public code
 * imports `Link`, `NavLink` and `useNavigate` from here instead of react-router-dom.
 */
import { useCallback } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toLang, type Lang } from '@pachmarhi/common/i18n/lang';
import { hasLangUrls, localizedPath, splitLangPath } from '@pachmarhi/common/routes';

/**
 * The current address without its language prefix and the language it is read in: a public page's
 * URL decides ('/hi/hotel' → hi, '/hotel' → en); elsewhere the visitor's chosen language.
 */
export function usePagePath(): { path: string; lang: Lang } {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const { lang, path } = splitLangPath(pathname);
  return { path, lang: lang ?? (hasLangUrls(path) ? 'en' : toLang(i18n.language)) };
}

/** `to` as a URL of `lang` (a string or a `{ pathname, search, hash }`; relative paths unchanged). */
export function localizeTo(to: To, lang: Lang): To {
  if (typeof to === 'string') return localizedPath(to, lang);
  return to.pathname ? { ...to, pathname: localizedPath(to.pathname, lang) } : to;
}

/** A function putting a target in the current page's language. */
export function useLocalize(): (to: To) => To {
  const { lang } = usePagePath();
  return useCallback((to: To) => localizeTo(to, lang), [lang]);
}

/** react-router's `Link` to the target's URL in the current page's language. */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={useLocalize()(to)} {...props} />;
}

/** react-router's `NavLink` to the target's URL in the current page's language (active on that URL). */
export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={useLocalize()(to)} {...props} />;
}

/** react-router's `navigate`, to targets in the current page's language (numbers go back and forth as before). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const localize = useLocalize();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? void navigate(to) : void navigate(localize(to), options),
    [navigate, localize],
  );
}
