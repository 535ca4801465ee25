import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The tab election itself is tested in live-tabs.test.ts; here only the switch in front of it.
vi.mock('./live-tab-instance.ts', () => ({ startTab: vi.fn(), stopTab: vi.fn() }));

async function load() {
  vi.resetModules();
  const control = await import('./live-control.ts');
  const tabs = await import('./live-tab-instance.ts');
  const bus = await import('./live-bus.ts');
  return { ...control, ...tabs, ...bus };
}

const tokenChangedElsewhere = (value: string | null) => {
  if (value === null) localStorage.removeItem('token');
  else localStorage.setItem('token', value);
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: value }));
};

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks(); // the mocked module outlives resetModules
});
afterEach(() => localStorage.clear());

describe('startLive and stopLive', () => {
  it('does nothing without a stored token, but shows the state on the root element', async () => {
    const live = await load();
    live.startLive();
    await vi.dynamicImportSettled();
    expect(live.startTab).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.live).toBe('closed');
    live.setLiveStatus('OPEN');
    expect(document.documentElement.dataset.live).toBe('open');
    live.setLiveStatus('CLOSED');
  });

  it('starts this tab when a token is stored, and stops it on logout', async () => {
    localStorage.setItem('token', 't1');
    const live = await load();
    live.startLive();
    live.startLive();
    await vi.dynamicImportSettled();
    expect(live.startTab).toHaveBeenCalled();
    expect(live.stopTab).not.toHaveBeenCalled();
    live.stopLive();
    await vi.dynamicImportSettled();
    expect(live.stopTab).toHaveBeenCalledTimes(1);
  });

  it('lets the last call win when logout comes before the code has loaded', async () => {
    localStorage.setItem('token', 't1');
    const live = await load();
    live.startLive();
    live.stopLive();
    await vi.dynamicImportSettled();
    expect(live.startTab).not.toHaveBeenCalled();
    expect(live.stopTab).toHaveBeenCalled();
  });

  it('follows a logout and a new login in another tab', async () => {
    localStorage.setItem('token', 't1');
    const live = await load();
    live.startLive();
    await vi.dynamicImportSettled();
    vi.mocked(live.startTab).mockClear();

    tokenChangedElsewhere(null);
    await vi.dynamicImportSettled();
    expect(live.stopTab).toHaveBeenCalled();
    expect(live.startTab).not.toHaveBeenCalled();

    vi.mocked(live.stopTab).mockClear();
    tokenChangedElsewhere('t2');
    await vi.dynamicImportSettled();
    // A new token restarts: a holder must reconnect with it.
    expect(live.stopTab).toHaveBeenCalled();
    expect(live.startTab).toHaveBeenCalled();
  });
});
