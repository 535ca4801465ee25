// How this server answers every call otherwise than the published API's pages show, stated once: a
// call's own differences are in its declaration (`origin.differences`). The API's description and
// docs/published-api.md show these beside each call's.
export const DIFFERENCES_EVERYWHERE: readonly string[] = [
  "A missing, unknown or expired token answers 401 with message_code 400-1 and errors {} as published; meta.message is ours (it tells a person to log in again), where the pages show 'اطلاعات وارد شده صحیح نمی باشد'.",
  'A field refused by validation answers 422 with message_code 400-2 and meta.errors by field as published; the Persian messages are ours, one per rule, where the pages show the framework\'s "تکمیل گزینه … الزامی است".',
  'The published base URL is `{base_url}/api`; this server serves it under /v1/api, and the v2 bank calls under /v2/api (read literally, the docs would put them under /v1/api/v2/api).',
];
