// This tab's one LiveTab, loaded on demand by live-control.ts (kept apart so tests of LiveTab build
// their own with fakes).
import { LiveTab } from './live-tabs.ts';

// Web Locks exist only in secure contexts (https, localhost); without them LiveTab holds alone.
const tab = new LiveTab({ locks: typeof navigator === 'undefined' ? undefined : navigator.locks });

export function startTab(): void {
  tab.start();
}

export function stopTab(): void {
  tab.stop();
}
