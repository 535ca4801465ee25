import { startTestServer, startDemoTestServer } from '../tests/api/helpers/test-server.ts';
for (const demo of [false, true]) {
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const s = demo ? await startDemoTestServer() : await startTestServer();
    const up = performance.now() - t;
    const c = performance.now();
    await s.close();
    console.log(process.env.API_DB ?? 'pglite', demo ? 'demo' : 'plain', 'start', Math.round(up), 'close', Math.round(performance.now() - c));
  }
}
process.exit(0);
