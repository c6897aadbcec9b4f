import { imageUrl } from '@/lib/api';

/** Loadable URLs of an item's stored image paths, blanks dropped, duplicates removed, order kept. */
export function imageUrls(
  paths: readonly (string | null | undefined)[] | null | undefined,
  resolve: (p: string) => string = imageUrl,
): string[] {
  const out: string[] = [];
  for (const p of paths ?? []) {
    const url = p ? resolve(p) : '';
    if (url && !out.includes(url)) out.push(url);
  }
  return out;
}
