// The registration calls the published API documents: whether a username is free, and the packages.
import { newPerson } from '../helpers/client.ts';
import type { ContractCase } from './case.ts';

export const cases: ContractCase[] = [
  {
    doc: 'docs/user/check-exist.md',
    method: 'POST',
    request: () => ({ path: 'user/check_exist', body: { user_name: 'yasaman-1404' } }),
    data: 'null',
  },
  {
    doc: 'docs/user/check-exist.md',
    method: 'POST',
    request: async ({ api }) => {
      const person = newPerson();
      await api.register(person);
      return { path: 'user/check_exist', body: { user_name: person.username } };
    },
    status: 409,
    message_code: '400-1',
    data: 'null',
  },
  {
    doc: 'docs/user/check-exist.md',
    method: 'POST',
    // A username of another form than the published one (Latin letters, digits, - and .).
    request: () => ({ path: 'user/check_exist', body: { user_name: 'نام کاربری' } }),
    status: 422,
    message_code: '400-1',
    data: 'null',
  },
  {
    doc: 'docs/package/list-packages.md',
    method: 'GET',
    request: () => ({ path: 'acl/package/list?page=1&per_page=3&type=user' }),
    list: true,
    data: {
      acl_role_id: 'integer',
      acl_role_parent_id: 'integer',
      acl_role_name: 'string',
      price: 'integer',
      special_disc: 'integer',
      min_sms_charge: 'integer',
      time: 'integer',
      user_id: 'integer',
      type: 'string',
      acl_type: 'string',
      status: 'string',
      priority: { oneOf: ['integer', 'null'] },
      expire_time: { oneOf: ['string', 'null'] },
      acl_role_type_registration: 'string',
      is_transferred: 'string',
      election: 'string',
      updated_at: 'string',
      updated_at_man: { oneOf: ['string', 'null'] },
    },
  },
];
