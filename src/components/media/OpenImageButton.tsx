import type { ButtonHTMLAttributes } from 'react';
import './OpenImageButton.css';

/**
 * A button laid over a whole picture tile (its nearest positioned ancestor),
 * e.g. to open it in the lightbox; named by `aria-label`. Its focus ring is
 * drawn inside the tile, so tiles that clip their content still show it.
 */
export function OpenImageButton({
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) {
  return <button type={type} className={`open-image-button ${className}`} {...props} />;
}
