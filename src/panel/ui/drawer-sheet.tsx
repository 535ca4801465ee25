import { Drawer } from 'vaul';
import type { DialogProps } from './dialog.tsx';
import * as styles from './drawer-sheet.css.ts';

/** On a phone a dialog is a bottom drawer; Radix traps focus and closes on Escape. */
export function DrawerSheet({ open, onClose, title, children, actions }: DialogProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Drawer.Portal>
        <Drawer.Overlay className={styles.overlay} />
        <Drawer.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.handle} aria-hidden="true" />
          <Drawer.Title className={styles.title}>{title}</Drawer.Title>
          <div className={styles.body}>{children}</div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
