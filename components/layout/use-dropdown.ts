'use client';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

const ITEMS = '.dropdown-item:not(:disabled)';

/**
 * A disclosure menu with the keyboard and pointer behaviour of react-bootstrap's
 * Dropdown, without its code (and Popper's) in every page's first load: the
 * toggle opens and closes it, arrow keys move between items, Escape closes it
 * and returns focus to the toggle, and a click outside or focus leaving closes it.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const close = useCallback((refocus = false) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) items()[0]?.focus();
    focusFirst.current = false;
    const outside = (e: Event) => { if (!root.current?.contains(e.target as Node)) close(); };
    document.addEventListener('click', outside, true);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('click', outside, true);
      document.removeEventListener('focusin', outside);
    };
  }, [open, close]);

  // A click from the keyboard (Enter/Space) has no pointer position: then the first item takes focus.
  const onToggleClick = (e: MouseEvent) => {
    focusFirst.current = !open && e.detail === 0;
    setOpen(!open);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (!open) {
      focusFirst.current = true;
      setOpen(true);
      return;
    }
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, list.length - 1) : Math.max(at - 1, 0);
    list[next]?.focus();
  };

  return {
    open,
    close,
    rootProps: { ref: root, className: 'dropdown', onKeyDown },
    toggleProps: { ref: toggle, type: 'button' as const, 'aria-expanded': open, onClick: onToggleClick },
    menuClass: `dropdown-menu${open ? ' show' : ''}`,
  };
}
