import { useState, type ImgHTMLAttributes } from 'react';
import styles from './safe-image.module.css';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** A loadable URL ('' when the item has no image). */
  src: string;
  alt: string;
}

/** An image that shows the documented 'No Image' placeholder when there is none or it fails to load. */
export function SafeImage({ src, alt, className, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className={`${styles.placeholder} ${className ?? ''}`} role="img" aria-label={alt ? `${alt} (No Image)` : 'No Image'}>
        <span aria-hidden="true">No Image</span>
      </div>
    );
  }
  return <img src={src} alt={alt} className={className} loading="lazy" decoding="async" onError={() => setFailed(src)} {...rest} />;
}
