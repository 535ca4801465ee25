// Where the panel calls the API and opens the live socket, read once at start from /config.json (the
// server that serves the panel writes it). The service worker answers it network-first, so an offline
// start uses the last copy; with none at all the panel talks to its own origin.
import { parseRuntimeConfig, type RuntimeConfig } from '../../domain/core/runtime-config.ts';

export const RUNTIME_CONFIG_URL = '/config.json';

let current: RuntimeConfig = { apiBase: '', socketUrl: '' };

/** Must finish before the first call: main.tsx awaits it before anything asks the API. */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    // As index.html preloads it (no headers of its own), so that the preloaded answer is the one used.
    const response = await fetcher(RUNTIME_CONFIG_URL);
    if (response.ok) current = parseRuntimeConfig(await response.json());
  } catch {
    // Offline with no saved copy, or no config file (the dev server): the panel's own origin.
  }
  return current;
}

export const runtimeConfig = (): RuntimeConfig => current;

/** For tests: a configuration as if loaded. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
