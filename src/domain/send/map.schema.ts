// The send map's configuration: the provider's tile server, when there is one.
import * as v from 'valibot';

export const MapConfigDataSchema = v.object({
  /** An XYZ tile template with {z}, {x} and {y}, or null: the map then shows its bundled outlines only. */
  tile_url: v.nullable(v.string()),
});
export type MapConfigData = v.InferOutput<typeof MapConfigDataSchema>;
