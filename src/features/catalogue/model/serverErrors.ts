import type { ServerErrorSource } from '@/lib/api/serverErrorMessages';

/**
 * Where the red 'Error:' box of the product form takes its messages from
 * (docs/product-rules.md#products), read with `serverErrorMessages`. Create:
 * plain-text body, else every entry of an `errors` map (arrays flattened),
 * else a message field (`message`, or `detail` of an RFC 9457 problem body),
 * else the transport message, else the default. Edit: `errors` map, else
 * message, else default.
 */
export const CREATE_ORDER: readonly ServerErrorSource[] = ['plainText', 'errorsMap', 'message', 'transport'];
export const EDIT_ORDER: readonly ServerErrorSource[] = ['errorsMap', 'message'];
