// The PostgreSQL server the api lane uses: on this kind of machine, trust auth on 127.0.0.1:5432.
export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}
