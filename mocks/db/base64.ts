/** What a browser with the base64 methods of `Uint8Array` offers (Chromium 140+, Firefox 133+, Safari 18.2+). */
interface NativeBase64 {
  toBase64?: () => string;
}

/**
 * The base64 of some bytes: the browser's own `Uint8Array#toBase64` where it
 * has one (the home's gallery answers six pictures while the page loads, and
 * encoding them in JavaScript holds the main thread), else 32 KiB slices
 * through `btoa` (Node 20, older browsers).
 */
export function bytesToBase64(bytes: Uint8Array): string {
  const native = (bytes as Uint8Array & NativeBase64).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The bytes of a base64 text (the stored uploads). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
