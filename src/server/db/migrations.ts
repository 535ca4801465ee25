// Versioned migrations, applied in order at start. Never edit one that has shipped: add the next.
import { accountsSql } from './migrations/0002-accounts.ts';
import { dashboardSql } from './migrations/0003-dashboard.ts';
import { sendingSql } from './migrations/0004-sending.ts';
import { banksSql } from './migrations/0005-banks.ts';
import { agreementsSql } from './migrations/0006-agreements.ts';
import { linkTrackerSql } from './migrations/0007-link-tracker.ts';
import { predefinedMessagesSql } from './migrations/0008-predefined-messages.ts';
import { inboxSql } from './migrations/0009-inbox.ts';
import { sessionLifetimesSql } from './migrations/0010-session-lifetimes.ts';
import { apiKeysSql } from './migrations/0011-api-keys.ts';
import { reportListsSql } from './migrations/0012-report-lists.ts';
import { inboxReadSql } from './migrations/0014-inbox-read.ts';
import { userFilesSql } from './migrations/0015-user-files.ts';
import { contactsSql } from './migrations/0016-contacts.ts';
import { contactSearchSql } from './migrations/0017-contact-search.ts';
import { contactImportsSql } from './migrations/0018-contact-imports.ts';
import { patternsSql } from './migrations/0019-patterns.ts';
import { walletSql } from './migrations/0020-wallet.ts';
import { walletFilesSql } from './migrations/0021-wallet-files.ts';
import { securitySql } from './migrations/0022-security.ts';
import { balanceCheckSql } from './migrations/0023-balance-check.ts';
import { decoyChallengesSql } from './migrations/0024-decoy-challenges.ts';
import { sendMessagesSql } from './migrations/0025-send-messages.ts';
import { blacklistKindsSql } from './migrations/0026-blacklist-kinds.ts';
import { mobileChangesSql } from './migrations/0027-mobile-changes.ts';
import { accountSecuritySql } from './migrations/0028-account-security.ts';
import { accountDocumentsSettingsSql } from './migrations/0029-account-documents-settings.ts';
import { colleaguesSql } from './migrations/0030-colleagues.ts';
import { supportSql } from './migrations/0033-support.ts';
import { apiCallLogSql } from './migrations/0036-api-call-log.ts';
import { webhooksSql } from './migrations/0037-webhooks.ts';
import { apiCallLogLeanSql } from './migrations/0038-api-call-log-lean.ts';
import { revisionsSql } from './migrations/0039-revisions.ts';
import { jobLeasesSql } from './migrations/0040-job-leases.ts';
import { jobTakeoverSql } from './migrations/0041-job-takeover.ts';
import { recipientChunksSql } from './migrations/0042-recipient-chunks.ts';

export type Migration = { id: string; sql: string };

export const migrations: Migration[] = [
  {
    id: '0001_settings',
    sql: `
      create table settings (
        key text primary key,
        value jsonb not null,
        updated_at timestamptz not null default now()
      );
    `,
  },
  { id: '0002_accounts', sql: accountsSql },
  { id: '0003_dashboard', sql: dashboardSql },
  { id: '0004_sending', sql: sendingSql },
  { id: '0005_banks', sql: banksSql },
  { id: '0006_agreements', sql: agreementsSql },
  { id: '0007_link_tracker', sql: linkTrackerSql },
  { id: '0008_predefined_messages', sql: predefinedMessagesSql },
  { id: '0009_inbox', sql: inboxSql },
  { id: '0010_session_lifetimes', sql: sessionLifetimesSql },
  { id: '0011_api_keys', sql: apiKeysSql },
  { id: '0012_report_lists', sql: reportListsSql },
  { id: '0014_inbox_read', sql: inboxReadSql },
  { id: '0015_user_files', sql: userFilesSql },
  { id: '0016_contacts', sql: contactsSql },
  { id: '0017_contact_search', sql: contactSearchSql },
  { id: '0018_contact_imports', sql: contactImportsSql },
  { id: '0019_patterns', sql: patternsSql },
  { id: '0020_wallet', sql: walletSql },
  { id: '0021_wallet_files', sql: walletFilesSql },
  { id: '0022_security', sql: securitySql },
  { id: '0023_balance_check', sql: balanceCheckSql },
  { id: '0024_decoy_challenges', sql: decoyChallengesSql },
  { id: '0025_send_messages', sql: sendMessagesSql },
  { id: '0026_blacklist_kinds', sql: blacklistKindsSql },
  { id: '0027_mobile_changes', sql: mobileChangesSql },
  { id: '0028_account_security', sql: accountSecuritySql },
  { id: '0029_account_documents_settings', sql: accountDocumentsSettingsSql },
  { id: '0030_colleagues', sql: colleaguesSql },
  { id: '0033_support', sql: supportSql },
  { id: '0036_api_call_log', sql: apiCallLogSql },
  { id: '0037_webhooks', sql: webhooksSql },
  { id: '0038_api_call_log_lean', sql: apiCallLogLeanSql },
  { id: '0039_revisions', sql: revisionsSql },
  { id: '0040_job_leases', sql: jobLeasesSql },
  { id: '0041_job_takeover', sql: jobTakeoverSql },
  { id: '0042_recipient_chunks', sql: recipientChunksSql },
];
