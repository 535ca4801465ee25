// What the contacts' files show their reader: the export's sheet, the sample file's name and its
// example contact.
export const contactFileTexts = {
  /** The sheet of an export across books, and of a sample file. */
  sheetName: 'مخاطبان',
  /** Between a contact's tags in an export's cell. */
  tagSeparator: '، ',
  sampleFileName: (bookTitle: string, format: string) => `نمونه ورود مخاطبان ${bookTitle}.${format}`,
  /** The sample file's example contact: its title, its name, and a text feature's value. */
  samplePre: 'آقای',
  sampleName: 'علی رضایی',
  sampleText: 'نمونه',
} as const;
