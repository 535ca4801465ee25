// Importing a file of contacts into one phonebook. Built by the import work; the group screen mounts it.
export function ContactImport(_props: { phonebookId: number; phonebookTitle: string }) {
  return null;
}
