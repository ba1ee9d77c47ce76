/**
 * The key to a customer's order page (proposed in openapi.yaml): 16 random bytes (128 bits) as
 * base64url, 22 characters, safe in a URL without escaping.
 */
export function newTrackingToken(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Compares every character, so the time taken does not tell how much of a guessed token was right. */
export function sameToken(expected: string | undefined, given: string): boolean {
  if (!expected || expected.length !== given.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}
