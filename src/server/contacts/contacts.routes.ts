// Contacts: phonebooks, the contacts in them, features, tags, the blacklist and cancel-11.
import * as calls from '../../domain/contacts/contacts.calls.ts';
import { contactMessages } from '../../domain/contacts/contacts.schema.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { ifMatchOf } from '../http/revision.ts';
import {
  addContacts,
  addToBlacklist,
  blacklistPage,
  cancel11Page,
  changeContactTags,
  contactListPage,
  createOption,
  createPhonebook,
  deleteContacts,
  deleteOptions,
  deletePhonebooks,
  deleteTags,
  optionListPage,
  pathId,
  removeFromBlacklist,
  showContact,
  tagCounts,
  updateContact,
  updateOption,
  updatePhonebook,
} from './contacts.ts';

export const contactHandlers = ({ db, clock }: ServerDeps) => [
  implement(calls.phonebookCreateCall, async ({ auth, body }) =>
    createPhonebook(db, clock, auth.account.id, body),
  ),
  implement(calls.phonebookUpdateCall, async ({ auth, body, params }) => {
    const id = pathId(params.phonebook_id, contactMessages.phonebookNotFound);
    await updatePhonebook(db, clock, auth.account.id, id, body);
    return null;
  }),
  implement(calls.phonebookDeleteCall, async ({ auth, body }) => {
    const count = await deletePhonebooks(db, auth.account.id, body.listPhonebooks);
    return reply(null, contactMessages.deleted(count));
  }),
  implement(calls.contactListCall, async ({ auth, query }) => contactListPage(db, auth.account.id, query)),
  implement(calls.contactShowCall, async ({ auth, params }) =>
    showContact(db, auth.account.id, pathId(params.contact_id, contactMessages.contactNotFound)),
  ),
  implement(calls.contactAddCall, async ({ auth, body }) => {
    const result = await addContacts(db, clock, auth.account.id, body);
    return reply(result, contactMessages.added(result.added), 201, MESSAGE_CODES.created);
  }),
  implement(calls.contactUpdateCall, async ({ auth, body, params, c }) => {
    const id = pathId(params.contact_id, contactMessages.contactNotFound);
    await updateContact(db, clock, auth.account.id, id, body, ifMatchOf(c));
    return null;
  }),
  implement(calls.contactDeleteCall, async ({ auth, body }) => {
    const count = await deleteContacts(db, auth.account.id, body.listNumbers);
    return reply(null, contactMessages.deleted(count));
  }),
  implement(calls.optionListCall, async ({ auth, query }) => optionListPage(db, auth.account.id, query)),
  implement(calls.optionCreateCall, async ({ auth, body }) => createOption(db, clock, auth.account.id, body)),
  implement(calls.optionUpdateCall, async ({ auth, body, params }) => {
    await updateOption(db, auth.account.id, pathId(params.option_id, contactMessages.optionNotFound), body);
    return true;
  }),
  implement(calls.optionDeleteCall, async ({ auth, body }) => {
    const count = await deleteOptions(db, auth.account.id, body.ids);
    return reply(null, contactMessages.deleted(count));
  }),
  implement(calls.contactTagsCall, async ({ auth, body }) => {
    const count = await changeContactTags(db, clock, auth.account.id, body);
    return reply({ count }, contactMessages.tagged(count));
  }),
  implement(calls.tagListCall, async ({ auth }) => tagCounts(db, auth.account.id)),
  implement(calls.tagDeleteCall, async ({ auth, body }) => ({
    count: await deleteTags(db, auth.account.id, body.tags),
  })),
  implement(calls.blacklistListCall, async ({ auth, query }) => blacklistPage(db, auth.account.id, query)),
  implement(calls.blacklistAddCall, async ({ auth, body }) => {
    const result = await addToBlacklist(db, clock, auth.account.id, body);
    return reply(result, contactMessages.blacklisted(result.added));
  }),
  implement(calls.blacklistDeleteCall, async ({ auth, body }) => ({
    count: await removeFromBlacklist(db, auth.account.id, body.numbers),
  })),
  implement(calls.cancel11ListCall, async ({ auth, query }) => cancel11Page(db, auth.account.id, query)),
];
