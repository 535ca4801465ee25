// Reports: the lists of the user's sends (the last 30 days, the archive, the systemic sends).
import {
  reportArchiveListCall,
  reportNewListCall,
  reportSystemicListCall,
} from '../../domain/api/calls/report-lists.calls.ts';
import { implement } from '../services/calls.ts';
import type { ServerDeps } from '../services/context.ts';
import { reportListPage } from '../services/report-lists.ts';

export const reportListHandlers = ({ db, clock }: ServerDeps) => [
  implement(reportNewListCall, async ({ auth, body }) =>
    reportListPage(db, clock, auth.user.id, 'recent', body),
  ),
  implement(reportArchiveListCall, async ({ auth, body }) =>
    reportListPage(db, clock, auth.user.id, 'archive', body),
  ),
  implement(reportSystemicListCall, async ({ auth, body }) =>
    reportListPage(db, clock, auth.user.id, 'systemic', body),
  ),
];
