// Exporting a phonebook or a contact search as csv or xlsx: the files area's export button (its format
// choice, progress and ready notice), started with the contact list's filters in force.
import { contactListExportCall } from '../../../../domain/contacts/contacts-files.calls.ts';
import { ExportButton } from '../../../lib/export-button.tsx';
import { startContactExport } from '../import/contact-files.queries.ts';

export type ContactExportFilters = { phonebook_id?: number; number?: string; name?: string; tag?: string };

export function ContactExportButton({ filters, label }: { filters: ContactExportFilters; label?: string }) {
  return (
    <ExportButton
      target={{
        kind: 'custom',
        start: (format) => startContactExport(filters, format),
        permission: contactListExportCall.permission,
      }}
      {...(label ? { label } : {})}
    />
  );
}
