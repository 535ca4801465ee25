import { Drawer } from 'vaul';
import * as styles from './menu-drawer.css.ts';
import { NavList } from './nav-list.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The phone's full menu: every group of the sidebar in a bottom drawer (dialogs are drawers on mobile). */
export function MenuDrawer({ open, onOpenChange }: Props) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className={styles.overlay} />
        <Drawer.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.handle} />
          <Drawer.Title className={styles.title}>منو</Drawer.Title>
          <NavList onNavigate={() => onOpenChange(false)} />
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
