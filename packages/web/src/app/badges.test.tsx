import { BIZ_HOURS_APPROVAL_COUNT_PATH, bizHoursApplyResource, franchiseContractStats, resourceEndpoints, type LoginResult } from '@salon/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { configureRequest, post } from '../api/request';
import { badgeKeysFor, refreshBadges, resetBadges, useBadgeCounts } from './badges';
import { session } from './storage';

/** Menu badges against the real server: what a head-office user sees on 营业时间审批. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const countCalls = (spy: ReturnType<typeof vi.spyOn>) =>
  spy.mock.calls.filter((call: unknown[]) => String(call[0]).includes(BIZ_HOURS_APPROVAL_COUNT_PATH)).length;

beforeAll(async () => {
  // Counts another file of this worker left behind (a rendered shell counts too) do not count here.
  resetBadges();
  configureRequest({ baseUrl: `${inject('serverUrl')}/api`, currentRoute: () => '/operate/shop/businessHours' });
  session.clearAll();
  const result = await post<LoginResult>('/uc/user/login', { account: 'admin', pwd: 'Salon@2026' });
  session.save({
    token: result.token,
    secret: result.secret,
    serverTime: result.serverTime,
    user: { id: result.id, name: result.name, nickName: result.nickName, account: result.account, mobile: result.mobile, updateTime: result.updateTime },
  });
});
afterAll(() => {
  resetBadges();
  session.clearAll();
});

describe('menu badges', () => {
  it('belong to the badge pages in the user’s menu that have a count to read', () => {
    expect(badgeKeysFor(['/operate/shop/businessHours', '/operate/shop/storeTransaction', '/system/manage/user'])).toEqual([
      'storeTransactionCount',
      'bizHoursApprovalCount',
    ]);
    expect(badgeKeysFor(['/operate/shop/manage'])).toEqual([]);
    expect(badgeKeysFor(['/craftsman/attendanceManage/staffMovement', '/craftsman/positionManage/approveManage'])).toEqual([
      'staffMovementCount',
      'approveManageCount',
    ]);
    // 留职停薪审批 counts the waiting applications; a badge page not built yet (school) has no count to read.
    expect(badgeKeysFor(['/hrm/employee/retainJobSuspendSalary', '/udream/school/supervision'])).toEqual(['retainJobCount']);
    // Spec §7's franchise badge: payment records waiting for audit on 收款记录.
    expect(badgeKeysFor(['/join/settle/receipt'])).toEqual(['paymentAuditCount']);
  });

  it('shows the pending count 500 ms after it arrives, fetches at most once per 4 s, and counts again after a change', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { result } = renderHook(() => useBadgeCounts());
    const pending = await post<number>(BIZ_HOURS_APPROVAL_COUNT_PATH, {});
    expect(pending).toBeGreaterThan(0);

    await act(() => refreshBadges(['bizHoursApprovalCount']));
    expect(result.current.bizHoursApprovalCount).toBeUndefined();
    await waitFor(() => expect(result.current.bizHoursApprovalCount).toBe(pending), { timeout: 1500 });
    const callsAfterFirst = countCalls(fetchSpy);

    // An approval elsewhere on the page, then the change is announced within the guard window.
    const list = await post<{ id: number; status: number }[]>(bizHoursApplyResource.api.list.path, { status: 0, pageSize: 1 });
    await post(resourceEndpoints(bizHoursApplyResource).transition.path, { id: list[0].id, action: 'approve', reason: '同意' });
    await act(() => refreshBadges(['bizHoursApprovalCount']));
    await sleep(300);
    expect(countCalls(fetchSpy)).toBe(callsAfterFirst);
    expect(result.current.bizHoursApprovalCount).toBe(pending);
    // When the 4 s window ends the count is read once more and the badge follows.
    await waitFor(() => expect(result.current.bizHoursApprovalCount).toBe(pending - 1), { timeout: 6000 });
    expect(countCalls(fetchSpy)).toBe(callsAfterFirst + 1);
    fetchSpy.mockRestore();
  }, 15_000);

  it('asks nothing once no menu shows the badges (after a sign-out the shell is gone)', async () => {
    resetBadges();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const view = renderHook(() => useBadgeCounts());
    await act(() => refreshBadges(['bizHoursApprovalCount']));
    const calls = countCalls(fetchSpy);
    // A change within the 4 s window leaves a count to read when it ends; the menu goes first.
    await act(() => refreshBadges(['bizHoursApprovalCount']));
    view.unmount();
    await sleep(4500);
    expect(countCalls(fetchSpy)).toBe(calls);
    fetchSpy.mockRestore();
  }, 15_000);
  it("spec §7's contract badges: one getFranchiseContractStats call answers the three pages' counts", async () => {
    resetBadges();
    const keys = badgeKeysFor(['/join/protocol/join', '/join/protocol/lease', '/join/protocol/finishing', '/join/protocol/favored']);
    expect(keys).toEqual(['franContractCount', 'rentContractCount', 'decoContractCount']);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const expected = await post<{ franContractCount: number; rentContractCount: number; decoContractCount: number }>(franchiseContractStats.path, {});
    expect(expected.franContractCount).toBeGreaterThan(0);
    const before = fetchSpy.mock.calls.length;
    const { result } = renderHook(() => useBadgeCounts());
    await act(() => refreshBadges(keys));
    await waitFor(() => expect(result.current.franContractCount).toBe(expected.franContractCount), { timeout: 1500 });
    expect(result.current.rentContractCount).toBe(expected.rentContractCount);
    expect(result.current.decoContractCount).toBe(expected.decoContractCount);
    expect(fetchSpy.mock.calls.slice(before).filter((c: unknown[]) => String(c[0]).includes(franchiseContractStats.path))).toHaveLength(1);
    fetchSpy.mockRestore();
    resetBadges();
  });
});
