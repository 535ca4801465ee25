// The database folds a searched text with foldPersianSql and the contacts' name index with the
// contact_fold function its migration created; both must fold as foldPersian does in TypeScript,
// or a user's search would miss what they typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldPersian, foldPersianSql } from '../../domain/core/persian-text.ts';
import { type Db, openDb } from './client.ts';
import { contactSearchSql } from './migrations/0017-contact-search.ts';

const SAMPLES = [
  'علي كريم',
  'مصطفى',
  'كـــد تخفيف',
  '۰۹۱۲ ٠٩١٢ 0912',
  'ALI Reza',
  'می‌خواهم',
  'مدرسة أحمد',
  'ـ',
  '',
];

let db: Db;
beforeAll(async () => {
  db = await openDb({ memory: true });
  // The migration's first statement, the function alone (its tables come later in the chain).
  const [createFunction] = contactSearchSql.split('$$;');
  await db.exec(`${createFunction}$$;`);
  // Starting an in-memory PGlite compiles its WebAssembly: seconds on a busy machine, not a hang.
}, 120_000);
afterAll(() => db.close());

describe('the database folds as foldPersian', () => {
  it('through foldPersianSql', async () => {
    for (const text of SAMPLES) {
      const [row] = await db.query<{ folded: string }>(`select ${foldPersianSql('$1::text')} as folded`, [
        text,
      ]);
      expect(row?.folded, text).toBe(foldPersian(text));
    }
  });

  it('through the contacts migration’s contact_fold, but for its word breaks (ZWNJ, - . _ as spaces)', async () => {
    for (const text of SAMPLES) {
      const [row] = await db.query<{ folded: string }>('select contact_fold($1) as folded', [text]);
      expect(row?.folded, text).toBe(foldPersian(text).replace(/[\u200c\-._]/g, ' '));
    }
  });
});
