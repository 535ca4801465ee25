// UTM link tracking (panel/link_tracker; a plan feature, see below). `plan_features` holds the
// paid services an account's plan includes beyond the base panel ("UTM tracking needs a plan
// upgrade"); the provider's admin panel writes it when a ticket buys one. `tracked_links` are a
// user's short links: a click on /v1/l/<code> counts and redirects to `target_url`.
export const linkTrackerSql = `
  create table plan_features (
    user_id bigint not null references users (id) on delete cascade,
    feature text not null check (feature in ('link_tracker')),
    granted_at timestamptz not null,
    primary key (user_id, feature)
  );

  create table tracked_links (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    code text not null unique check (code ~ '^[A-Za-z0-9]{7}$'),
    url text not null,
    target_url text not null,
    utm_source text not null,
    utm_medium text not null,
    utm_campaign text not null,
    clicks integer not null default 0 check (clicks >= 0),
    created_at timestamptz not null
  );
  -- One short link per user and tagged target: tracking the same link again answers the same code.
  create unique index tracked_links_user_target on tracked_links (user_id, target_url);
  create index tracked_links_user_created on tracked_links (user_id, created_at desc, id desc);
`;
