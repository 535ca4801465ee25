// Exporting a phonebook or a contact search as csv or xlsx. Built by the export work; the contact
// lists mount it with the filters in force.
export type ContactExportFilters = { phonebook_id?: number; number?: string; name?: string; tag?: string };
export function ContactExportButton(_props: { filters: ContactExportFilters }) {
  return null;
}
