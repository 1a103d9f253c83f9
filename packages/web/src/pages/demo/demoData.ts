import type { Envelope, ServiceItem, UserRow } from '@salon/contract';
import { request } from '../../api/request';
import type { CraftsmanOption } from '../../components/CraftsmanSelect';
import type { RemoteOption, RemoteSearch } from '../../components/RemoteSelect';

/** Sample service items: no service-item API exists yet (spec §3 field names). */
export const SAMPLE_SERVICES: ServiceItem[] = [
  {
    id: 101,
    itemName: '精剪',
    itemInsideName: '总监精剪',
    itemType: 0,
    itemCategory: 0,
    orderRatio: 1,
    newOrderRatio: null,
    dyeOrderRatio: null,
    newDyeOrderRatio: null,
  },
  {
    id: 102,
    itemName: '时尚染发',
    itemInsideName: '植物染',
    itemType: 0,
    itemCategory: 1,
    orderRatio: 1.2,
    newOrderRatio: null,
    dyeOrderRatio: 1.5,
    newDyeOrderRatio: null,
  },
  {
    id: 103,
    itemName: '烫发',
    itemInsideName: '数码烫',
    itemType: 0,
    itemCategory: 2,
    orderRatio: 1.1,
    newOrderRatio: 1.3,
    dyeOrderRatio: null,
    newDyeOrderRatio: null,
  },
  {
    id: 104,
    itemName: '洗剪吹套餐',
    itemInsideName: null,
    itemType: 1,
    itemCategory: 0,
    orderRatio: 0.8,
    newOrderRatio: null,
    dyeOrderRatio: null,
    newDyeOrderRatio: null,
  },
  {
    id: 105,
    itemName: '烫染小组合',
    itemInsideName: '小烫染',
    itemType: 3,
    itemCategory: 1,
    orderRatio: 1,
    newOrderRatio: null,
    dyeOrderRatio: 2,
    newDyeOrderRatio: 2.5,
  },
];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟'];

/** 240 different sample names for the local remote-search examples (20 per page). */
export const SAMPLE_NAMES: RemoteOption[] = Array.from({ length: 240 }, (_, i) => ({
  value: i + 1,
  label: `${SURNAMES[i % SURNAMES.length]}${GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length]}`,
}));

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new DOMException('aborted', 'AbortError'))), { once: true });
  });

/** A local stand-in for a search call: a delay, 20 per page, optionally failing. */
export function sampleSearch(options: { delayMs?: number; fail?: () => boolean } = {}): RemoteSearch {
  return async (keyword, { page, signal }) => {
    await wait(options.delayMs ?? 500, signal);
    if (options.fail?.()) throw new Error('模拟失败');
    const all = SAMPLE_NAMES.filter((o) => o.label.includes(keyword));
    return { options: all.slice((page - 1) * 20, page * 20), hasMore: page * 20 < all.length };
  };
}

/**
 * Stand-in craftsman source: no craftsman API exists yet, so the demo searches the user
 * list (POST /uc/user/queryUserPage {keyword}) and offers users as { label: name, value: id }.
 */
export async function searchUsersAsCraftsmen(keyword: string, { signal }: { signal: AbortSignal }): Promise<CraftsmanOption[]> {
  const envelope = await request<Envelope<UserRow[]>>('/uc/user/queryUserPage', {
    method: 'POST',
    data: { keyword, pageNum: 1, pageSize: 20 },
    raw: true,
    silent: true,
    signal,
  });
  return (envelope.result ?? []).map((u) => ({ label: u.name, value: u.id }));
}

export const SAMPLE_MEMBERS = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  name: `${SURNAMES[i]}${GIVEN[i]}`,
  mobile: `13${String(812345670 + i * 1111).padStart(9, '0')}`,
  card: `62220212345678${String(10 + i).padStart(2, '0')}`,
  balance: 1280.5 * (i + 1),
  discount: 0.05 * (i + 1),
}));
