import type { ReactNode } from 'react';

/** A truthful "nothing here yet" panel with an optional way forward. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p>{message}</p>
      {children}
    </div>
  );
}
