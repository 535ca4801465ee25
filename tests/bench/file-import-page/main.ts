// The benchmark page: runs one import in a Web Worker (ours through the panel's client API, or SheetJS)
// while watching the main thread for blocks (long tasks and gaps in a 5 ms timer).
import type { FileImport } from '../../../src/domain/file-import/types.ts';
import { importFile } from '../../../src/panel/lib/file-import.ts';

export interface BenchRun {
  ms: number;
  /** The longest long task the main thread reported (PerformanceObserver 'longtask'), 0 when none. */
  longestTaskMs: number;
  /** The longest lateness of a 5 ms timer: long tasks, and also CPU the page did not get. */
  longestBlockMs: number;
  longTasks: number;
  validCount: number;
  total: number;
  error?: string;
}

function sheetJs(file: Blob): Promise<FileImport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sheetjs.worker.ts', import.meta.url), {
      type: 'module',
      name: 'sheetjs',
    });
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (data.error) reject(new Error(data.error));
      else resolve(data.result);
    };
    worker.postMessage(file);
  });
}

async function run(url: string, engine: 'ours' | 'sheetjs'): Promise<BenchRun> {
  const file = await (await fetch(url)).blob();
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  let longestBlockMs = 0;
  let longestTaskMs = 0;
  let longTasks = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks++;
      longestTaskMs = Math.max(longestTaskMs, entry.duration);
    }
  });
  observer.observe({ type: 'longtask' });
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longestBlockMs = Math.max(longestBlockMs, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    const result = engine === 'ours' ? await importFile(file, { mode: 'numbers' }) : await sheetJs(file);
    const ms = performance.now() - started;
    return {
      ms,
      longestTaskMs,
      longestBlockMs,
      longTasks,
      validCount: result.validCount,
      total: result.total,
    };
  } catch (error) {
    return {
      ms: performance.now() - started,
      longestTaskMs,
      longestBlockMs,
      longTasks,
      validCount: 0,
      total: 0,
      error: String(error),
    };
  } finally {
    clearInterval(timer);
    observer.disconnect();
  }
}

(window as unknown as { benchRun: typeof run }).benchRun = run;
