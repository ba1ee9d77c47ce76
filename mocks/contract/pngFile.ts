/** Free of the contract harness, so the app's tests can send it too. */
/** A small valid PNG (1×1 pixel), as a receipt or product picture a client sends. */
export function pngFile(name = 'pixel.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}
