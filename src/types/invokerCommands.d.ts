// HTML invoker commands (`command`, `commandfor`; Baseline 2025) let a button open a <dialog>
// before React has hydrated or without JavaScript. @types/react does not declare them yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?:
      'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
}
