// Shared by <Dialog> (Dialog.tsx) and the Radix implementation it loads (DialogRadix.tsx).
import { createContext, type ComponentType, type ReactNode } from 'react';

export interface DialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (Zrušit / Potvrdit). */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** An element that opens the dialog (uncontrolled use). */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'drawer': a full-height panel from the left edge (filters on phones), its footer kept in view. */
  variant?: 'modal' | 'drawer';
  className?: string;
}

export interface DialogCloseProps {
  asChild?: boolean;
  children?: ReactNode;
}

/** Radix's Close inside an open dialog (set by DialogRadix), so <DialogClose> needs no Radix import. */
export const DialogCloseContext = createContext<ComponentType<DialogCloseProps> | null>(null);
