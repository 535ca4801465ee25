// Reports: the lists of the user's sends (the last 30 days, the archive, the systemic sends).
import {
  reportArchiveListCall,
  reportNewListCall,
  reportSystemicListCall,
} from '../../domain/reports/report-lists.calls.ts';
import { implement } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { reportListPage } from './report-lists.ts';

export const reportListHandlers = ({ db, clock }: ServerDeps) => [
  implement(reportNewListCall, async ({ auth, body }) =>
    reportListPage(db, clock, auth.account.id, 'recent', body),
  ),
  implement(reportArchiveListCall, async ({ auth, body }) =>
    reportListPage(db, clock, auth.account.id, 'archive', body),
  ),
  implement(reportSystemicListCall, async ({ auth, body }) =>
    reportListPage(db, clock, auth.account.id, 'systemic', body),
  ),
];
