import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchLive, type LiveMessage, setLiveStatus } from './live-bus.ts';
import { useLiveEvent, useLiveReadAgain, useLiveStatus } from './use-live.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ onCredit }: { onCredit: (message: LiveMessage) => void }) {
  useLiveEvent('credit', onCredit);
  return <p>{useLiveStatus()}</p>;
}

function Reader({ readAgain }: { readAgain: () => void }) {
  useLiveReadAgain(['inbox_message', 'inbox_unread'], readAgain);
  return null;
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  setLiveStatus('CLOSED');
});

describe('useLiveStatus and useLiveEvent', () => {
  it('shows the shared status as it changes', () => {
    act(() => root.render(<Probe onCredit={() => {}} />));
    expect(container.textContent).toBe('CLOSED');
    act(() => setLiveStatus('CONNECTING'));
    expect(container.textContent).toBe('CONNECTING');
    act(() => setLiveStatus('OPEN'));
    expect(container.textContent).toBe('OPEN');
  });

  it('calls the latest handler while mounted, and none after unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    act(() => root.render(<Probe onCredit={first} />));
    dispatchLive({ event: 'credit', data: { credit: 1 } });
    act(() => root.render(<Probe onCredit={second} />));
    dispatchLive({ event: 'credit', data: { credit: 2 } });
    dispatchLive({ event: 'ticket_reply' });
    expect(first.mock.calls).toEqual([[{ event: 'credit', data: { credit: 1 } }]]);
    expect(second.mock.calls).toEqual([[{ event: 'credit', data: { credit: 2 } }]]);
    act(() => root.unmount());
    root = createRoot(container);
    dispatchLive({ event: 'credit', data: { credit: 3 } });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('reads again on its events and on every new connection (ready), with the latest reader, none after unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    act(() => root.render(<Reader readAgain={first} />));
    dispatchLive({ event: 'inbox_message' });
    dispatchLive({ event: 'credit' });
    dispatchLive({ event: 'ready' });
    expect(first).toHaveBeenCalledTimes(2);
    act(() => root.render(<Reader readAgain={second} />));
    dispatchLive({ event: 'inbox_unread' });
    expect(second).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    dispatchLive({ event: 'ready' });
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
    root = createRoot(container);
  });
});
