/** Video upload rules apart from the component (spec §4). */

/** Progress as shown: capped at 99 until the server's check has completed. */
export function shownPercent(sent: number, checked: boolean): number {
  if (checked) return 100;
  return Math.max(0, Math.min(99, Math.floor(sent)));
}

/** A video can be cancelled only before any progress. */
export const canCancel = (percent: number) => percent <= 0;

/** 75.4 → '01:15'; 3725 → '1:02:05'. */
export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '--';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${m}:${s}` : `${m}:${s}`;
}
