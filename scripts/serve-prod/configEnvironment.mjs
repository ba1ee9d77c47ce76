/**
 * The environment variables of deploy/entrypoint.sh for a given config.json
 * (`{"useMocks":false,"shopApiBaseUrl":…}`): the entrypoint checks them and makes the policy's
 * connect-src from the base URLs. Keys it has no variable for are left to the caller
 * (serve-prod.mjs serves the given JSON as it is).
 */
const KEYS = {
  useMocks: 'USE_MOCKS',
  shopApiBaseUrl: 'SHOP_API_BASE_URL',
  authApiBaseUrl: 'AUTH_API_BASE_URL',
  productName: 'PRODUCT_NAME',
  shopTimeZone: 'SHOP_TIME_ZONE',
  mockOperations: 'MOCK_OPERATIONS',
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
    if (name) environment[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return environment;
}
