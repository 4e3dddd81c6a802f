/* eslint-disable @next/next/no-img-element */
import type { Role } from '@/lib/menus';

/** A picture when there is one; otherwise initials, with a builder-specific default (SPEC §6). */
export function Avatar({ name, src, role, size = 40 }: { name: string | null; src: string | null; role: Role; size?: number }) {
  if (src) {
    return <img src={src} alt="" width={size} height={size} className="rounded-circle object-fit-cover" />;
  }
  const initials = (name ?? '').split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
  const builder = role === 'builder';
  return (
    <span aria-hidden="true" className="rounded-circle d-inline-flex align-items-center justify-content-center fw-bold"
      style={{ width: size, height: size, fontSize: size * 0.4, background: builder ? '#f29f05' : '#0f6e5a', color: '#fff' }}>
      {builder ? 'B' : initials || '?'}
    </span>
  );
}
