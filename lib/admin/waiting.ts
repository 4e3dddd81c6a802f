// How long a held item has waited, as the desk prints it: "45 min", "5 h 10 min", "3 days 4 h".

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export function waitedFor(sinceIso: string, now: number): string {
  const ms = Math.max(0, now - Date.parse(sinceIso));
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / MIN))} min`;
  if (ms < DAY) {
    const m = Math.floor((ms % HOUR) / MIN);
    return `${Math.floor(ms / HOUR)} h${m ? ` ${m} min` : ''}`;
  }
  const d = Math.floor(ms / DAY);
  const h = Math.floor((ms % DAY) / HOUR);
  return `${d} ${d === 1 ? 'day' : 'days'}${h ? ` ${h} h` : ''}`;
}
