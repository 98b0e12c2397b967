import { useState, type ImgHTMLAttributes } from 'react';

/** An image that removes itself when it fails to load, instead of showing a broken icon. */
export function SafeImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (props.src !== undefined && failedSrc === props.src) {
    return null;
  }
  return <img {...props} onError={() => setFailedSrc(props.src ?? '')} />;
}
