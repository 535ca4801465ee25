// Starting an export, for the screens whose lists have an export button. The file is made on the
// server; the files screen lists it and the shell's notice says when it is ready.
import type { CallPermission } from '../../domain/core/call.ts';
import * as calls from '../../domain/files/files.calls.ts';
import type { FileFormat, UserFile } from '../../domain/files/files.schema.ts';
import { call } from './api.ts';

/** What an export button exports: a send's recipients, the systemic sends or the inbox, with filters. */
export type ExportTarget =
  | { kind: 'recipients'; bulkId: number; status?: number }
  | { kind: 'systemic'; filters?: Record<string, unknown> }
  | { kind: 'inbox'; filters?: Record<string, unknown> }
  /** Another area's export (contacts), started its own way, with the permission its call needs. */
  | {
      kind: 'custom';
      start: (format: FileFormat) => Promise<UserFile>;
      permission: CallPermission | undefined;
    };

/** The permission the export's call needs: a member without it is not offered the button. */
export function exportPermission(target: ExportTarget): CallPermission | undefined {
  switch (target.kind) {
    case 'recipients':
      return calls.recipientsExportCall.permission;
    case 'systemic':
      return calls.systemicExportCall.permission;
    case 'inbox':
      return calls.inboxExportCall.permission;
    case 'custom':
      return target.permission;
  }
}

export function startExport(target: ExportTarget, format: FileFormat): Promise<UserFile> {
  switch (target.kind) {
    case 'recipients':
      return call(calls.recipientsExportCall, {
        body: {
          bulk_id: target.bulkId,
          format,
          ...(target.status === undefined ? {} : { status: target.status }),
        },
      });
    case 'systemic':
      return call(calls.systemicExportCall, { body: { format, filters: target.filters ?? {} } });
    case 'inbox':
      return call(calls.inboxExportCall, { body: { format, filters: target.filters ?? {} } });
    case 'custom':
      return target.start(format);
  }
}
