import { redirect } from '@tanstack/react-router';
import { phoneQuery } from '../ui/breakpoints.ts';

export type Device = 'mobile' | 'desktop';

/** Mobile means a root width below the panel's one breakpoint. */
export function currentDevice(): Device {
  return matchMedia(phoneQuery).matches ? 'mobile' : 'desktop';
}

/** Mobile-only routes send desktop users to /404, desktop-only routes do the reverse. */
export function requireDevice(device: Device): void {
  if (currentDevice() !== device) throw redirect({ to: '/404', replace: true });
}
