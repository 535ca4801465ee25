import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

// The mobile layout state a page can set: title (empty by default), actions, customFooter,
// backNavigate (null: history back) and suppressedShowBackIcon (false).
export type MobileLayout = {
  title: string;
  actions: ReactNode | null;
  customFooter: ReactNode | null;
  backNavigate: (() => void) | null;
  suppressedShowBackIcon: boolean;
};

export const defaultMobileLayout: MobileLayout = {
  title: '',
  actions: null,
  customFooter: null,
  backNavigate: null,
  suppressedShowBackIcon: false,
};

type Store = { layout: MobileLayout; setLayout: (layout: MobileLayout) => void };
const MobileLayoutContext = createContext<Store | null>(null);

export function MobileLayoutProvider({ children }: { children: ReactNode }) {
  const [layout, setLayout] = useState(defaultMobileLayout);
  return <MobileLayoutContext value={{ layout, setLayout }}>{children}</MobileLayoutContext>;
}

export function useMobileLayoutState(): MobileLayout {
  return useContext(MobileLayoutContext)?.layout ?? defaultMobileLayout;
}

/** A page overrides parts of the mobile layout while it is shown; leaving restores the defaults. */
export function useMobileLayout(overrides: Partial<MobileLayout>): void {
  const setLayout = useContext(MobileLayoutContext)?.setLayout;
  const { title, actions, customFooter, backNavigate, suppressedShowBackIcon } = overrides;
  useEffect(() => {
    if (!setLayout) return;
    setLayout({
      ...defaultMobileLayout,
      ...(title !== undefined && { title }),
      ...(actions !== undefined && { actions }),
      ...(customFooter !== undefined && { customFooter }),
      ...(backNavigate !== undefined && { backNavigate }),
      ...(suppressedShowBackIcon !== undefined && { suppressedShowBackIcon }),
    });
    return () => setLayout(defaultMobileLayout);
  }, [setLayout, title, actions, customFooter, backNavigate, suppressedShowBackIcon]);
}
