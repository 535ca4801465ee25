import { describe, expect, it } from 'vitest';
import { contactFileMessages } from '../../domain/contacts/contacts-files.schema.ts';
import { type ImportWorkerMessage, pgTextArray, readContacts } from './contact-import-worker.ts';

describe('the import worker', () => {
  it('quotes every element of a text[] literal, escaping quotes and backslashes', () => {
    expect(pgTextArray(['a', '', 'NULL', 'x"y\\z', 'ک,م'])).toBe('{"a","","NULL","x\\"y\\\\z","ک,م"}');
    expect(pgTextArray([])).toBe('{}');
  });

  it('hands the rows over in batches by the mapping, a first row named a header left out', async () => {
    const messages: ImportWorkerMessage[] = [];
    const file = new Blob(['09121110001,علی,5\n09121110002,مریم,پنج\n09121110003,"سارا ""س""",7\n']);
    await readContacts(
      {
        file,
        mapping: { number: 0, name: 1, features: { 4: 2 } },
        header: true,
        features: [{ id: 4, title: 'فرزندان', latin_title: 'children', type: 'int' }],
        batchSize: 1,
      },
      (m) => messages.push(m),
    );
    const batches = messages.filter((m) => m.type === 'batch');
    expect(batches).toHaveLength(2);
    expect(batches[0]).toMatchObject({ mobiles: '{"989121110002"}', names: '{"مریم"}', options: '{"{}"}' });
    expect(batches[1]).toMatchObject({ names: '{"سارا \\"س\\""}', options: '{"{\\"4\\":\\"7\\"}"}' });
    expect(messages.find((m) => m.type === 'counted')).toMatchObject({ total: 2, valid: 2 });
    expect(messages.at(-1)).toEqual({ type: 'done', refusedValues: { [contactFileMessages.refusedInt]: 1 } });
  });
});
