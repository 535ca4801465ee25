import { queryOptions } from '@tanstack/react-query';
import * as calls from '../../../../domain/account/security.calls.ts';
import { call } from '../../../lib/api.ts';

export const securityKeys = {
  all: ['account', 'security'] as const,
  status: () => [...securityKeys.all, 'two-step'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
};

/** Which second step is on, whether the owner manages it, and the recovery codes left. */
export const twoStepQuery = () =>
  queryOptions({ queryKey: securityKeys.status(), queryFn: () => call(calls.twoStepStatusCall) });

/** The caller's own active sessions, the one in use first. */
export const sessionsQuery = () =>
  queryOptions({ queryKey: securityKeys.sessions(), queryFn: () => call(calls.sessionListCall) });
