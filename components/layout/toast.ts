import type { ToastContent, ToastOptions } from 'react-toastify';

// The toast() API of react-toastify without its code in the first load: the
// library is imported on the first toast, and ToastHost mounts its container
// then. react-toastify keeps toasts asked for before a container mounts and
// shows them once it does.

type Toastify = typeof import('react-toastify');

let library: Promise<Toastify> | null = null;
const hosts = new Set<() => void>();

/** Starts (once) loading react-toastify and tells the host to mount its container. */
export function loadToastify(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify');
    hosts.forEach((h) => h());
  }
  return library;
}

export const toastRequested = () => library !== null;

/** ToastHost subscribes here to learn that a toast was asked for. Returns the unsubscribe. */
export function onToastRequested(listener: () => void): () => void {
  hosts.add(listener);
  return () => hosts.delete(listener);
}

// Arguments pass through as given (no added `undefined` options).
const show = (kind: 'success' | 'error' | 'info') => (...args: [content: ToastContent, options?: ToastOptions]) => {
  void loadToastify().then((m) => m.toast[kind](...args));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };
