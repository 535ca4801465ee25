// The integrations the provider offers: any member of the account may see them.

import { defineCall } from '../core/call.ts';
import { PluginListSchema } from './plugins.schema.ts';

export const pluginsCall = defineCall({
  method: 'get',
  path: 'panel/plugins',
  title: 'فهرست افزونه‌ها',
  summary:
    'The integrations the provider offers (site plugins, workflow connectors, official API clients), each with its version and where to get it',
  origin: {
    designed: 'Spec 7 names panel/plugins for the developers area; the published API has no page for it.',
  },
  tag: 'developers',
  auth: 'token',
  data: PluginListSchema,
});
