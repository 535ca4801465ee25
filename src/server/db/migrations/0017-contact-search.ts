// Searching a provider's contacts. A name is found by the start of any of its words: a GIN index
// on its words, kept beside the name (a stored tsvector: built in, so PGlite and PostgreSQL answer
// alike without pg_trgm, and a scan in id order tests a row without parsing its name again),
// after folding what people type differently: Arabic ي/ى/ك as Persian ی/ک, Persian and Arabic
// digits as Latin, the tatweel dropped, the ZWNJ, dashes, dots and underscores as word breaks (the
// two engines' parsers would otherwise disagree on a ZWNJ). A number's start is found with the ids
// in the same index, so the newest matches are picked without reading the rows. A feature's value is found through a GIN
// index on the values. The blacklist lists newest first; a contact shows the user's last messages
// to the number, read by the recipient's number.
export const contactSearchSql = `
  create function contact_fold(value text) returns text language sql immutable parallel safe as $$
    select translate(lower(value),
      'يىك' || chr(8204) || '-._۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩ـ',
      'ییک    0123456789' || '0123456789')
  $$;
  create function contact_name_words(name text) returns tsvector language sql immutable parallel safe as $$
    select to_tsvector('simple'::regconfig, contact_fold(name))
  $$;
  alter table phonebook_numbers add column name_words tsvector generated always as (contact_name_words(name)) stored;
  create index phonebook_numbers_name_words on phonebook_numbers using gin (name_words);
  create index phonebook_numbers_options on phonebook_numbers using gin (options jsonb_path_ops);
  create index phonebook_numbers_user_mobile_id on phonebook_numbers (user_id, mobile text_pattern_ops, id);
  drop index phonebook_numbers_user_mobile;
  create index phonebook_numbers_user_created on phonebook_numbers (user_id, created_at);
  create index blacklist_user_created on blacklist (user_id, created_at);
  create index bulk_recipients_mobile on bulk_recipients (mobile);
`;
