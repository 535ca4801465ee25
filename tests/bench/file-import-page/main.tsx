// The benchmark page: the send screens' own FilePicker (the same worker, progress bar and counts),
// and SheetJS in a worker of its own for comparison. A run is timed as the user waits: from the file
// input's change event to the counts painted on the screen, while the main thread is watched for
// long tasks (PerformanceObserver 'longtask') and for gaps in a 5 ms timer.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { FileImport } from '../../../src/domain/core/file-import/types.ts';
import { FilePicker } from '../../../src/panel/ui/file-picker.tsx';

export interface BenchRun {
  ms: number;
  /** The longest long task the main thread reported, 0 when none. */
  longestTaskMs: number;
  /** The longest lateness of a 5 ms timer: long tasks, and also CPU the page did not get. */
  longestBlockMs: number;
  longTasks: number;
  validCount: number;
  total: number;
  invalidCount: number;
  duplicateCount: number;
  error?: string;
}

type Engine = 'ours' | 'sheetjs';
let engine: Engine = 'ours';
let lastResult: FileImport | null = null;
let watch: { started: number; finish(result: FileImport | null, error?: string): void } | null = null;

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

function SheetJsPicker({ onResult }: { onResult: (result: FileImport | null) => void }) {
  return (
    <input
      type="file"
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (file)
          sheetJs(file).then(onResult, (error: unknown) => {
            watch?.finish(null, String(error));
          });
      }}
    />
  );
}

function Counts({ result }: { result: FileImport }) {
  return <output data-testid="file-summary">{result.validCount}</output>;
}

function Page() {
  const [result, setResult] = useState<FileImport | null>(null);
  const [which, setWhich] = useState<Engine>(engine);
  (window as unknown as { setEngine: (e: Engine) => void }).setEngine = (e) => {
    engine = e;
    setResult(null);
    setWhich(e);
  };
  return (
    <main>
      {which === 'ours' ? (
        <FilePicker
          mode="numbers"
          accept=".txt,.csv,.xlsx,.xls"
          label="فایل"
          result={result}
          onResult={(read) => {
            lastResult = read;
            setResult(read);
          }}
        />
      ) : (
        <>
          <SheetJsPicker
            onResult={(read) => {
              lastResult = read;
              setResult(read);
            }}
          />
          {result ? <Counts result={result} /> : null}
        </>
      )}
    </main>
  );
}

createRoot(document.body.appendChild(document.createElement('div'))).render(<Page />);

/** Arms the watch; the run starts at the input's change event (capture phase, before React sees it). */
function arm(): Promise<BenchRun> {
  (globalThis as { gc?: () => void }).gc?.();
  return new Promise((resolve) => {
    let longestBlockMs = 0;
    let longestTaskMs = 0;
    let longTasks = 0;
    let timer = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        longTasks++;
        longestTaskMs = Math.max(longestTaskMs, entry.duration);
      }
    });
    // The counts (or an error) in the DOM, then the next frame: what the user sees.
    const errorSeen = new MutationObserver(() => {
      const alert = document.querySelector('[role=alert]');
      if (alert) watch?.finish(null, alert.textContent ?? 'error');
      else if (document.querySelector('[data-testid=file-summary]') && lastResult) {
        const shown = lastResult;
        requestAnimationFrame(() => watch?.finish(shown));
      }
    });
    const onChange = () => {
      lastResult = null;
      const started = performance.now();
      observer.observe({ type: 'longtask' });
      errorSeen.observe(document.body, { subtree: true, childList: true });
      let last = started;
      timer = window.setInterval(() => {
        const now = performance.now();
        longestBlockMs = Math.max(longestBlockMs, now - last - 5);
        last = now;
      }, 5);
      watch = {
        started,
        finish(result, error) {
          if (!watch) return;
          watch = null;
          const ms = performance.now() - started;
          clearInterval(timer);
          observer.disconnect();
          errorSeen.disconnect();
          resolve({
            ms,
            longestTaskMs,
            longestBlockMs,
            longTasks,
            validCount: result?.validCount ?? 0,
            total: result?.total ?? 0,
            invalidCount: result?.invalidCount ?? 0,
            duplicateCount: result?.duplicateCount ?? 0,
            ...(error ? { error } : {}),
          });
        },
      };
    };
    document.addEventListener('change', onChange, { capture: true, once: true });
  });
}

(window as unknown as { benchArm: typeof arm }).benchArm = arm;
