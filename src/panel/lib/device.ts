import { redirect } from '@tanstack/react-router';
import { MOBILE_BREAKPOINT_PX } from '../ui/sizes.ts';

export type Device = 'mobile' | 'desktop';

// Mobile means a root width below the breakpoint. The query is written from the number here and in
// ui/use-media-query.ts: a shared string would be a chunk of its own on the first visit.
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export function currentDevice(): Device {
  return matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}

/** Mobile-only routes send desktop users to /404, desktop-only routes do the reverse. */
export function requireDevice(device: Device): void {
  if (currentDevice() !== device) throw redirect({ to: '/404', replace: true });
}
