/** The deploy/entrypoint.sh environment variables that write the given config.json (configEnvironment.mjs). */
export function configEnvironment(config: unknown): Record<string, string>;
