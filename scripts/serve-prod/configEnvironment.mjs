/**
 * The environment variables of deploy/entrypoint.sh that write a given config.json
 * (`{"useMocks":false,"shopApiBaseUrl":…}`, the keys of public/config.json). A key the entrypoint
 * does not know is refused rather than dropped.
 */
const KEYS = {
  useMocks: 'USE_MOCKS',
  shopApiBaseUrl: 'SHOP_API_BASE_URL',
  authApiBaseUrl: 'AUTH_API_BASE_URL',
  productName: 'PRODUCT_NAME',
  shopTimeZone: 'SHOP_TIME_ZONE',
};

/**
 * @param {unknown} config
 * @returns {Record<string, string>}
 */
export function configEnvironment(config) {
  if (!config || typeof config !== 'object' || Array.isArray(config)) throw new Error('config must be a JSON object');
  // every key set, so that a variable of the calling shell does not slip in
  /** @type {Record<string, string>} */
  const environment = Object.fromEntries(Object.values(KEYS).map((name) => [name, '']));
  for (const [key, value] of Object.entries(config)) {
    const name = KEYS[/** @type {keyof typeof KEYS} */ (key)];
    if (!name) throw new Error(`config key ${key} is not one of ${Object.keys(KEYS).join(', ')}`);
    environment[name] = String(value);
  }
  return environment;
}
