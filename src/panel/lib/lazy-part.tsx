import { onlineManager } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';

/**
 * A part of a screen whose code loads after the screen (a badge, a banner, a phone's drawer). Until its
 * code is here the part is left out; code that fails to arrive (the network dropped on a first visit,
 * before the service worker holds the panel's files) is asked for again when the network returns.
 * Unlike `React.lazy`, a failure is never thrown: a badge is no reason to take the screen down, nor to
 * reload it offline and lose what the user typed.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const get = () => {
    loading ??= load().then(
      (part) => {
        loaded = part;
        return part;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function LazyPart(props: Props) {
    const [Part, setPart] = useState<ComponentType<Props> | undefined>(() => loaded);
    useEffect(() => {
      if (Part) return;
      let mounted = true;
      const attempt = () => {
        get().then(
          (part) => mounted && setPart(() => part),
          () => undefined, // asked again when the network returns
        );
      };
      attempt();
      const stop = onlineManager.subscribe((online) => {
        if (online) attempt();
      });
      return () => {
        mounted = false;
        stop();
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  }
  return LazyPart;
}
