/** Level codes of spec §3. */
export const CRAFTSMAN_LEVELS: Record<string, string> = {
  'U1-1': '资深',
  'U1-2': '资深',
  U2: '老牌',
  U3: '金牌',
  U4: '首席',
  U5: '总监',
  U6: '总监',
  U7: '明星',
  U8: '明星',
  U9: '明星',
};

/** Prefix meanings: R, U (craftsman level), M (manager), D (salary), T (manager salary), S (data), P (price). */
export const LEVEL_PREFIXES: Record<string, string> = {
  R: '等级',
  U: '手艺人等级',
  M: '管理者等级',
  D: '薪资等级',
  T: '管理者薪资等级',
  S: '数据等级',
  P: '价格等级',
};

export const PRICE_GRADES = Array.from({ length: 11 }, (_, i) => `P${i}`);

/** Human label for a level code, e.g. 'U3' -> 'U3 金牌'. LV codes and single letters come back as they are. */
export function levelLabel(code: string | null | undefined): string {
  if (!code) return '--';
  if (/^LV/i.test(code) || /^[A-Z]$/i.test(code)) return code;
  const craftsman = CRAFTSMAN_LEVELS[code];
  if (craftsman) return `${code} ${craftsman}`;
  if (/^P(\d+)$/.test(code)) {
    const n = Number(code.slice(1));
    if (n === 4) return `${code} 首席/金牌`;
    if (n >= 8 && n <= 10) return `${code} 明星/特聘`;
  }
  return code;
}
