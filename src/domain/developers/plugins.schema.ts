// The integrations the provider offers (panel/plugins): plugins for a site or shop, workflow connectors
// and the official clients of the API, each with where to get it. A catalogue the server keeps; the
// panel lists it.
import * as v from 'valibot';

/** What an integration is: a plugin for a site or shop, a workflow connector, or a client library. */
export const PLUGIN_KINDS = ['plugin', 'connector', 'sdk'] as const;
export type PluginKind = (typeof PLUGIN_KINDS)[number];

/** Each kind in the panel's words. */
export const pluginKindTitles: Record<PluginKind, string> = {
  plugin: 'افزونه',
  connector: 'اتصال خودکارسازی',
  sdk: 'کتابخانهٔ رسمی',
};

export const PluginSchema = v.object({
  /** A stable name: `php-sdk`, `wordpress`. */
  id: v.string(),
  kind: v.picklist(PLUGIN_KINDS),
  /** Its name in Persian. */
  title: v.string(),
  /** What it does, in Persian. */
  description: v.string(),
  /** The platform or language it is for, as its users write it (`PHP`, `WooCommerce`). */
  platform: v.string(),
  /** Its released version; null when its source names none (take the repository's latest). */
  version: v.nullable(v.string()),
  /** Where to get it: its public repository page; null while it is not yet published. */
  url: v.nullable(v.string()),
  /** How to install it, when a package manager does it (`composer require …`). */
  install: v.nullable(v.string()),
});
export type Plugin = v.InferOutput<typeof PluginSchema>;

export const PluginListSchema = v.array(PluginSchema);
