import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { lazyPart } from '../lib/lazy-part.tsx';
import * as styles from './dialog.css.ts';
import { keepTabInside } from './focus-trap.ts';
import { DIALOG_ANIMATION_MS } from './sizes.ts';
import { useIsPhone } from './use-media-query.ts';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons under the body: on a phone they sit at the foot of the drawer. */
  actions?: ReactNode;
};

// vaul and its Radix dialog weigh ~22 KB gzip: loaded only when a phone first opens a dialog,
// so the login route's first visit stays within its budget.
const DrawerSheet = lazyPart(() => import('./drawer-sheet.tsx').then((m) => m.DrawerSheet));

/** A centred dialog on desktop that becomes a bottom drawer on a phone. */
export function Dialog(props: DialogProps) {
  const phone = useIsPhone();
  // Once opened the drawer stays mounted, so it can play its closing animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (phone && props.open && !drawerUsed) setDrawerUsed(true);
  if (phone) {
    return drawerUsed ? <DrawerSheet {...props} /> : null;
  }
  return <CentredDialog {...props} />;
}

/** The native modal dialog: it makes the page behind inert (the focus trap) and hears Escape. */
function CentredDialog({ open, onClose, title, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  // As the render that opens or closes it is committed, before the browser takes the next key or tap:
  // run after paint (Preact runs effects a frame later; React ran them before the next input), a page
  // stayed inert behind a dialog already gone from the screen, and text typed at once was lost.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      setClosing(false);
      dialog.inert = false;
      // Reopened while still animating out: from the shown, non-modal state back to a modal one.
      if (dialog.open && !dialog.matches(':modal')) dialog.close();
      if (!dialog.open) dialog.showModal();
      return;
    }
    if (!dialog.open) return;
    // The dialog animates out in 500 ms too, then closes (at once for reduced motion). The page
    // must take input at once, though: a modal dialog keeps everything behind it inert, and typing
    // just after tapping a dialog's button went into the closing dialog and was lost. So it leaves the
    // modal state now and stays shown, inert, only to play its way out.
    dialog.close();
    dialog.inert = true;
    dialog.dataset.closing = 'true'; // before show(), so no frame paints it unplaced
    dialog.show();
    setClosing(true);
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(
      () => {
        dialog.close();
        dialog.inert = false;
        setClosing(false);
      },
      still ? 0 : DIALOG_ANIMATION_MS,
    );
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-closing={closing || undefined}
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault(); // Escape: the owner decides, the dialog stays controlled
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // a click on the backdrop
      }}
    >
      {open || closing ? (
        <>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label="بستن" onClick={onClose}>
              ×
            </button>
          </header>
          <div className={styles.body}>{children}</div>
          {actions ? <footer className={styles.actions}>{actions}</footer> : null}
        </>
      ) : null}
    </dialog>
  );
}
