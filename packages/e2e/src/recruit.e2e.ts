import {
  assessmentArrange,
  assessmentExaminers,
  assessmentResource,
  assessmentScore,
  idCardCheckChar,
  recruitLedgerResource,
  talentSkip,
} from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { apiLogin, apiResult, chinaDate, useBrowser } from './browser';
import { Dialog, ListPage, Notices } from './kit';

/**
 * The recruitment ledger (issue 15), one candidate from registration to employment: head office
 * registers them on 员工列表 and passes their HR interview on 面试管理; the trade test (考核管理: a session,
 * the four scores) and 免培训 (人才管理) go through the API as those pages send them; the onboarding is
 * approved on 入职审批, and the new craftsman is found in 手艺人列表.
 */
describe('recruitment ledger', () => {
  const browser = useBrowser();

  it('registers a candidate, passes the HR interview, approves an onboarding and finds the new craftsman in 手艺人列表', async () => {
    const page = await browser.signedIn('admin', '/hrm/employee/manage');
    const ledger = new ListPage(page);
    await ledger.rows().first().waitFor();
    const chars = '晓雨思远嘉怡梦瑶诗涵浩然雪莹志强';
    const name = `程${chars[Date.now() % chars.length]}${chars[Math.floor(Date.now() / 7) % chars.length]}${chars[Math.floor(Date.now() / 13) % chars.length]}`;
    const body = `31010419${String(80 + (Date.now() % 15))}0612${String(Date.now() % 900).padStart(3, '0')}`;
    await ledger.button('登记候选人').click();
    const form = await new Dialog(page, '登记候选人').waitOpen();
    await form.fill('姓名', name);
    await form.fill('手机号', `139${String(Date.now()).slice(-8)}`);
    await form.fill('身份证号', body + idCardCheckChar(body));
    await form.choose('来源', 'BOSS直聘');
    await form.choose('招聘区域', /上海浦东/);
    await form.choose('意向门店', /./);
    await form.submit('登记');
    await new Notices(page).expect(/已登记，台账编号 ZP\d{12}/);
    await form.closed();
    await ledger.searchBy('姓名', name);
    await ledger.row(name).getByText('待面试').waitFor();

    await page.goto('/#/hrm/employee/interviewing');
    const interviews = new ListPage(page);
    await interviews.searchBy('姓名', name);
    const row = interviews.row(name);
    await interviews.action(row, 'HR面试').click();
    const hr = await new Dialog(page, /HR面试/).waitOpen();
    await hr.fill('面试评语', '沟通顺畅，有两年烫染经验');
    await hr.submit('提交结果');
    await new Notices(page).expect(/已提交面试结果/);
    await interviews.row(name).getByText('待考核').waitFor();

    // The trade test and 免培训, as 考核管理 and 人才管理 send them.
    const api = await apiLogin('admin');
    const [candidate] = await apiResult<{ id: number; intendedStoreId: number }[]>(
      api,
      'POST',
      recruitLedgerResource.api!.list!.path,
      { realName: name },
      '/hrm/employee/manage',
    );
    const [examiner] = await apiResult<{ id: number }[]>(api, 'GET', assessmentExaminers.path, undefined, '/hrm/employee/assessment');
    const arrange = { sessionDate: chinaDate(0), storeId: candidate.intendedStoreId, examinerId: examiner.id, candidateIds: [candidate.id] };
    await apiResult(api, 'POST', assessmentArrange.path, arrange, '/hrm/employee/assessment');
    const [record] = await apiResult<{ id: number }[]>(api, 'POST', assessmentResource.api!.list!.path, { realName: name }, '/hrm/employee/assessment');
    const scores = { id: record.id, scoreCut: 86, scoreBlow: 80, scorePerm: 75, scoreService: 90 };
    expect(await apiResult<{ passed: boolean }>(api, 'POST', assessmentScore.path, scores, '/hrm/employee/assessment')).toMatchObject({ passed: true });
    await apiResult(api, 'POST', talentSkip.path, { id: candidate.id, reason: '从业两年，技能考核优秀，免培训' }, '/hrm/employee/talent');

    await page.goto('/#/hrm/employee/approval');
    const approvals = new ListPage(page);
    await approvals.searchBy('姓名', name);
    const first = approvals.row(name);
    const hired = name;
    await approvals.action(first, '审核').click();
    const review = await new Dialog(page, /入职审核/).waitOpen();
    await review.choose('手艺人等级', /./);
    await review.choose('价格等级', /./);
    await review.submit('提交审核');
    await new Notices(page).expect(/已提交入职审核/);
    await review.closed();

    await page.goto('/#/craftsman/craftsman/manage');
    const register = new ListPage(page);
    await register.rows().first().waitFor();
    await register.searchBy('姓名/工号', hired);
    const craftsman = register.row(hired).first();
    await craftsman.waitFor();
    expect(await register.cellText(craftsman, '在职状态')).toBe('在职');
  }, 240_000);
});
