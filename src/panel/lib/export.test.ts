import { describe, expect, it } from 'vitest';
import { exportPermission } from './export.ts';

describe('exportPermission', () => {
  it("asks for the export's own permission, not the list's: a reports-only member is not offered exports", () => {
    expect(exportPermission({ kind: 'recipients', bulkId: 1 })).toBe('reports.export');
    expect(exportPermission({ kind: 'systemic' })).toBe('reports.export');
    expect(exportPermission({ kind: 'inbox' })).toBe('inbox.export');
  });

  it("takes another area's export permission from its target", () => {
    const start = () => Promise.reject(new Error('not started here'));
    expect(exportPermission({ kind: 'custom', start, permission: 'contacts.export' })).toBe(
      'contacts.export',
    );
  });
});
