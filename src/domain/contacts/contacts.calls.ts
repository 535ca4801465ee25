// Contacts (مخاطبان): phonebooks, the contacts in them, the user's features, tags, the blacklist and
// the cancel-11 list. Where docs/phonebook documents a call, its path, body and answer are the ones
// documented; our own fields ride beside them. Another user's book, contact or feature is as unknown
// as a missing one.

import * as v from 'valibot';
import { defineCall } from '../core/call.ts';
import { PhonebookListItemSchema } from '../send/send-banks.schema.ts';
import {
  BlacklistAddResultSchema,
  BlacklistAddSchema,
  BlacklistItemSchema,
  BlacklistListQuerySchema,
  BlacklistNumbersSchema,
  Cancel11ItemSchema,
  Cancel11ListQuerySchema,
  ChangeCountSchema,
  ContactAddResultSchema,
  ContactAddSchema,
  ContactDeleteSchema,
  ContactItemSchema,
  ContactListQuerySchema,
  ContactShowSchema,
  ContactTagsSchema,
  ContactUpdateSchema,
  OptionCreateSchema,
  OptionDeleteSchema,
  OptionItemSchema,
  OptionListQuerySchema,
  OptionUpdateSchema,
  PhonebookCreateSchema,
  PhonebookDeleteSchema,
  PhonebookUpdateSchema,
  TagCountListSchema,
  TagDeleteSchema,
} from './contacts.schema.ts';

const tag = 'contacts';
const auth = 'any';

// Phonebooks ---------------------------------------------------------------------------------

export const phonebookCreateCall = defineCall({
  method: 'post',
  path: 'phonebooks',
  title: 'ساخت دفترچه تلفن',
  summary:
    "A new phonebook: title (at most 200, not another of the user's books' titles) and options, the ids of the user's features it carries",
  origin: {
    documented: 'docs/phonebook/phonebook/store-phonebook.md',
    differences: [
      {
        field: 'data.count',
        what: 'An integer, as the list of books answers it; this page shows the string "0". export_status and import_status are 0 as in the list, where this page shows null.',
      },
    ],
  },
  tag,
  auth,
  permission: 'contacts.edit',
  body: PhonebookCreateSchema,
  data: PhonebookListItemSchema,
  errors: { 422: "Invalid fields, a title the user's other book has, or a feature that is not the user's" },
});

export const phonebookUpdateCall = defineCall({
  method: 'put',
  path: 'phonebooks/{phonebook_id}',
  title: 'ویرایش دفترچه تلفن',
  summary:
    'Rename a phonebook and set the features it carries (options, when sent, is the whole set; the values of features taken off stay on the contacts, unseen, until the feature is attached again or deleted)',
  origin: { documented: 'docs/phonebook/phonebook/update-phonebook.md' },
  tag,
  auth,
  permission: 'contacts.edit',
  body: PhonebookUpdateSchema,
  errors: {
    404: 'No such phonebook of the user',
    422: 'Invalid fields, a title taken, a feature not the user’s',
  },
});

export const phonebookDeleteCall = defineCall({
  method: 'post',
  path: 'phonebooks/delete-list',
  title: 'حذف دفترچه‌های تلفن',
  summary: "Delete phonebooks with their contacts; ids that are not the user's change nothing",
  origin: { documented: 'docs/phonebook/phonebook/delete-phonebook.md' },
  tag,
  auth,
  permission: 'contacts.edit',
  body: PhonebookDeleteSchema,
});

// Contacts -----------------------------------------------------------------------------------

export const contactListCall = defineCall({
  method: 'get',
  path: 'phonebooks/numbers/contact-list',
  title: 'فهرست مخاطبان',
  summary:
    "The user's contacts, newest first. Documented filters: number (a start of the number written any way: 0912, 912, +98912, Persian digits), phonebook_id, phonebook_title (contained), from_created_at (unix seconds). Ours: name (the start of the name or of any word of it; ی/ي and ک/ك alike), tag, option_id with option_value (a feature's value equals). Items add options (values by feature id) and tags. meta.total is exact for a whole book (its kept count) and for a search up to 10,000 matches; beyond that it says 10,000 and last_page follows it, so a search never counts a million rows",
  origin: { documented: 'docs/phonebook/number/list-number.md' },
  tag,
  auth,
  permission: 'contacts.view',
  query: ContactListQuerySchema,
  list: ContactItemSchema,
});

export const contactShowCall = defineCall({
  method: 'get',
  path: 'phonebooks/numbers/contact-list/{contact_id}',
  title: 'مشاهده مخاطب',
  summary:
    'One contact as documented (is_send_blacklist: no send goes to the number; is_receive_blacklist: its messages do not reach the inbox; tags as objects) plus books (every book of the user holding the number), option_values (with each feature’s title and type) and sends (the last 20 messages the user sent to the number)',
  origin: { documented: 'docs/phonebook/number/show-number.md' },
  tag,
  auth,
  permission: 'contacts.view',
  data: ContactShowSchema,
  errors: { 404: 'No such contact of this user' },
});

export const contactAddCall = defineCall({
  method: 'post',
  path: 'phonebooks/numbers/add-list-new',
  title: 'افزودن مخاطبان',
  summary:
    "Add contacts to the user's books. options are values by feature id, checked by the feature's type (int: digits of any script; date: Jalali 1403/05/20 or ISO 2024-08-10, kept as ISO; string: at most 200). A single contact that is wrong, or already in its book, is refused with 422 and the field's message; in a longer list such a contact counts in errors or existences and the others are added",
  origin: { documented: 'docs/phonebook/number/store-number.md' },
  tag,
  auth,
  permission: 'contacts.edit',
  body: ContactAddSchema,
  data: ContactAddResultSchema,
  errors: {
    201: 'Added (message_code 201-1, as documented)',
    404: 'A phonebook that is not the user’s',
    422: 'Invalid fields, or the one number already in its book',
  },
});

export const contactUpdateCall = defineCall({
  method: 'put',
  path: 'phonebooks/numbers/update-new/{contact_id}',
  title: 'ویرایش مخاطب',
  summary:
    "Edit a contact: number, pre, name, email, options, and phonebook_id (moves it to another of the user's books; onto a number already there is refused). An absent field keeps its value; options set the values given (a blank one clears it) and keep the others. The person is one in every book: the name, pre and email given here also apply to the user's other contacts of the same number",
  origin: { documented: 'docs/phonebook/number/update-number.md' },
  tag,
  auth,
  permission: 'contacts.edit',
  body: ContactUpdateSchema,
  errors: {
    404: 'No such contact or book of this user',
    409: 'With If-Match: the revision given is not the current one (409-2; the row changed meanwhile)',
    422: 'Invalid fields, or the number already in that book',
  },
});

export const contactDeleteCall = defineCall({
  method: 'post',
  path: 'phonebooks/numbers/delete-list',
  title: 'حذف مخاطبان',
  summary: "Delete contacts by id (listNumbers); ids that are not the user's change nothing",
  origin: { documented: 'docs/phonebook/number/delete-number.md' },
  tag,
  auth,
  permission: 'contacts.edit',
  body: ContactDeleteSchema,
});

// Features -----------------------------------------------------------------------------------

export const optionListCall = defineCall({
  method: 'get',
  path: 'phonebooks/options/list-new',
  title: 'فهرست ویژگی‌های مخاطب',
  summary:
    "The user's contact features, newest first, by title (contained) and type; items add latin_title, enabled and phonebooks (the ids of the books carrying it)",
  origin: { documented: 'docs/phonebook/option/list-option.md' },
  tag,
  auth,
  permission: 'contacts.view',
  query: OptionListQuerySchema,
  list: OptionItemSchema,
});

export const optionCreateCall = defineCall({
  method: 'post',
  path: 'phonebooks/options',
  title: 'ساخت ویژگی مخاطب',
  summary:
    'A new contact feature: title, type (string, date or int) and ours latin_title (Latin letters, digits and _, starting with a letter, unique for the user; f<id> when not given)',
  origin: { documented: 'docs/phonebook/option/store-option.md' },
  tag,
  auth,
  permission: 'contacts.edit',
  body: OptionCreateSchema,
  data: OptionItemSchema,
  errors: { 422: 'Invalid fields, or a Latin title the user already has' },
});

export const optionUpdateCall = defineCall({
  method: 'put',
  path: 'phonebooks/options/{option_id}',
  title: 'ویرایش ویژگی مخاطب',
  summary:
    'Change a feature’s title, and ours: latin_title and enabled (a disabled feature stays on its books, unused)',
  origin: { documented: 'docs/phonebook/option/update-option.md' },
  tag,
  auth,
  permission: 'contacts.edit',
  body: OptionUpdateSchema,
  data: v.boolean(),
  errors: {
    404: 'No such feature of this user',
    422: 'Invalid fields, or a Latin title the user already has',
  },
});

export const optionDeleteCall = defineCall({
  method: 'post',
  path: 'phonebooks/options/delete-list',
  title: 'حذف ویژگی‌های مخاطب',
  summary:
    "Delete features (listOptions, or listNumbers as the documentation's table names it) and their values on every contact; ids that are not the user's change nothing",
  origin: { documented: 'docs/phonebook/option/delete-option.md' },
  tag,
  auth,
  permission: 'contacts.edit',
  body: OptionDeleteSchema,
});

// Tags ---------------------------------------------------------------------------------------

export const contactTagsCall = defineCall({
  method: 'post',
  path: 'phonebooks/numbers/tags',
  title: 'افزودن و برداشتن برچسب مخاطبان',
  summary:
    'Add tags to and remove tags from contacts (number_ids: contact ids); answers how many contacts were changed',
  origin: {
    designed:
      'The panel calls numbers/tags, shape not given; ids and lists in a POST body, as the published delete-list calls take them.',
  },
  tag,
  auth,
  permission: 'contacts.edit',
  body: ContactTagsSchema,
  data: ChangeCountSchema,
});

export const tagListCall = defineCall({
  method: 'get',
  path: 'phonebooks/tags',
  title: 'فهرست برچسب‌ها',
  summary: "The user's tags with how many contacts carry each, most used first",
  origin: {
    designed: 'The panel filters contacts by tag and shows the tags in use; the published API lists none.',
  },
  tag,
  auth,
  permission: 'contacts.view',
  data: TagCountListSchema,
});

export const tagDeleteCall = defineCall({
  method: 'post',
  path: 'phonebooks/tags/delete-list',
  title: 'حذف برچسب‌ها',
  summary: 'Remove tags from every contact of the user; answers how many tag marks went',
  origin: {
    designed:
      'The panel calls tags/delete-list, shape not given; a POST with the list, as the published delete-list calls.',
  },
  tag,
  auth,
  permission: 'contacts.edit',
  body: TagDeleteSchema,
  data: ChangeCountSchema,
});

// Blacklist and cancel-11 ---------------------------------------------------------------------

export const blacklistListCall = defineCall({
  method: 'get',
  path: 'phonebooks/blacklist',
  title: 'فهرست لیست سیاه',
  summary:
    "The user's blacklist, newest first, each number with what it blocks: sends to it (is_send_blacklist), its messages to the inbox (is_receive_blacklist); number: a start of the number, written any way",
  origin: { designed: 'The panel calls blacklist, shape not given; paged as the published lists.' },
  tag,
  auth,
  permission: 'contacts.view',
  query: BlacklistListQuerySchema,
  list: BlacklistItemSchema,
});

export const blacklistAddCall = defineCall({
  method: 'post',
  path: 'phonebooks/blacklist',
  title: 'افزودن به لیست سیاه',
  summary:
    'Put numbers (written any way) on the blacklist, blocking sends to them (is_send_blacklist, true if not given), their messages to the inbox (is_receive_blacklist) or both; a number already there takes the kinds given now. Answers how many were added, how many were already there, and the ones refused with why',
  origin: {
    designed:
      'The panel calls blacklist, shape not given; a POST with the numbers, as the published calls take lists, and the two kinds named as the documented contact names them.',
  },
  tag,
  auth,
  permission: 'contacts.edit',
  body: BlacklistAddSchema,
  data: BlacklistAddResultSchema,
});

export const blacklistDeleteCall = defineCall({
  method: 'post',
  path: 'phonebooks/blacklist/delete-list',
  title: 'برداشتن از لیست سیاه',
  summary: 'Take numbers (written any way) off the blacklist; answers how many went',
  origin: { designed: 'The blacklist’s delete, as the published delete-list calls.' },
  tag,
  auth,
  permission: 'contacts.edit',
  body: BlacklistNumbersSchema,
  data: ChangeCountSchema,
});

export const cancel11ListCall = defineCall({
  method: 'get',
  path: 'phonebooks/cancel-11',
  title: 'فهرست لیست لغو۱۱',
  summary:
    "Numbers that replied 11 to the user's lines, newest first: number (E.164), line (the user's line it was sent to, E.164 as the inbox gives lines; '' for every line), the message that did it, time. number: a start of the number written any way; line: a line number, dialled or +98…",
  origin: { designed: 'The panel shows the cancel-11 list; read only, paged as the published lists.' },
  tag,
  auth,
  permission: 'contacts.view',
  query: Cancel11ListQuerySchema,
  list: Cancel11ItemSchema,
});
