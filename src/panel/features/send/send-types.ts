// The shapes of the send flow come from the domain's send.schema.ts; this file only names the
// panel's routes to their request `type`.
export type {
  BulkProgress,
  City,
  County,
  Province,
  SendCancelData,
  SendData,
  SenderLine,
  SendPriceData,
  SendType,
} from '../../../domain/index.ts';
