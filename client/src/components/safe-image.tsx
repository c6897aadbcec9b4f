import { createContext, useContext, useState, type ImgHTMLAttributes } from 'react';
import { imageSize, variantSrcSet } from '@pachmarhi/common/image-variants';
import styles from './safe-image.module.css';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** A loadable URL ('' when the item has no image). */
  src: string;
  alt: string;
  /** How wide the image shows, for choosing a variant (`sizes`), e.g. '(max-width: 640px) 100vw, 360px'. */
  sizes?: string;
}

/** Inside it (true), images load at once with high priority: the first card of a list page, the likely LCP. */
export const ImagePriority = createContext(false);

/**
 * An image that shows the documented 'No Image' placeholder when there is none or it fails to load.
 * Uploaded images with variants get a `srcset` of their WebP widths (common/src/image-variants.ts),
 * so phones fetch the 400 or 800 px copy, and their intrinsic `width`/`height` (read from the stored
 * name) so the browser reserves their box; images load lazily unless inside `ImagePriority`.
 */
export function SafeImage({ src, alt, className, sizes, ...rest }: Props) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const priority = useContext(ImagePriority);
  if (!src || failed === src) {
    return (
      <div
        className={`${styles.placeholder} ${className ?? ''}`}
        role="img"
        aria-label={alt ? `${alt} (${t('noImage')})` : t('noImage')}
      >
        <span aria-hidden="true">{t('noImage')}</span>
      </div>
    );
  }
  const srcSet = variantSrcSet(src);
  const size = imageSize(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      width={size?.width}
      height={size?.height}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      {...rest}
    />
  );
}
