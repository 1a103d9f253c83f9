import { attendanceMonth, AttendanceStatus, ClockKind, ClockSource, LeaveType, ShiftType, type AttendanceMonth } from '@salon/contract';
import { Button, Card, Descriptions, Empty, Space, Spin, Table, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { MonthPicker } from '../../../components/MonthPicker';

type Day = AttendanceMonth['days'][number];
const LIST_PAGE = '/craftsman/attendanceManage/attendance';
const hhmm = (at: string | null) => (at ? dayjs(at).format('HH:mm') : '--');
const tag = (def: typeof AttendanceStatus, value: number | null) =>
  value === null ? '--' : <Tag color={def.items.find((i) => i.value === value)?.color}>{def.labelOf(value)}</Tag>;

/**
 * /craftsman/attendanceManage/attendanceDetail 考勤详情 (?id= a day of 考勤列表, or ?craftsmanId=&month=):
 * one craftsman's month, each day's shift, clocks (补卡 marked with its reason) and result, and the totals.
 */
export default function AttendanceDetailPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const craftsmanId = Number(params.get('craftsmanId')) || undefined;
  const month = params.get('month') ?? undefined;
  const asked = !!id || (!!craftsmanId && !!month);
  const key = id ? `id:${id}` : `${craftsmanId ?? ''}:${month ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; data: AttendanceMonth | null } | null>(null);

  useEffect(() => {
    if (!asked) return;
    let live = true;
    call(attendanceMonth, id ? { id } : { craftsmanId, month }).then(
      (answer) => live && setLoaded({ key, data: answer }),
      (err: unknown) => {
        if (live) setLoaded({ key, data: null });
        ignoreRequestError(err);
      },
    );
    return () => {
      live = false;
    };
  }, [asked, key, id, craftsmanId, month]);

  const current = loaded?.key === key ? loaded : null;
  const data = current?.data ?? null;
  const failed = !!current && !current.data;
  if (!asked || failed)
    return (
      <Empty description={failed ? '考勤不存在或不在您的门店数据权限内' : '请从考勤列表打开一条考勤记录'}>
        <Button onClick={() => navigate(LIST_PAGE)}>返回考勤列表</Button>
      </Empty>
    );
  if (!data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const t = data.totals;
  const go = (m: string) => setParams({ craftsmanId: String(data.craftsman.id), month: m });
  return (
    <div className="page-card">
      <Card
        size="small"
        title={`考勤详情：${data.craftsman.realName}（${data.craftsman.employeeNo}）`}
        extra={
          <Space>
            <Button onClick={() => go(dayjs(`${data.month}-01`).subtract(1, 'month').format('YYYY-MM'))}>上个月</Button>
            <MonthPicker allowClear={false} value={data.month} onChange={(m) => m && go(m)} style={{ width: 120 }} />
            <Button onClick={() => go(dayjs(`${data.month}-01`).add(1, 'month').format('YYYY-MM'))}>下个月</Button>
            <Button onClick={() => navigate(LIST_PAGE)}>返回考勤列表</Button>
          </Space>
        }
      >
        <Descriptions
          size="small"
          bordered
          column={5}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'store', label: '所属门店', children: data.craftsman.storeName },
            { key: 'month', label: '月份', children: data.month },
            { key: 'work', label: '出勤天数', children: t.workDays },
            { key: 'normal', label: '正常', children: t.normal },
            { key: 'late', label: '迟到', children: `${t.late} 次（${t.lateMinutes} 分钟）` },
            { key: 'early', label: '早退', children: `${t.early} 次（${t.earlyMinutes} 分钟）` },
            { key: 'missing', label: '缺卡', children: t.missing },
            { key: 'leave', label: '请假', children: t.leave },
            { key: 'rest', label: '休息', children: t.rest },
            { key: 'corrected', label: '补卡', children: t.corrected },
          ]}
        />
        <Table<Day>
          size="small"
          rowKey={(d) => `${d.date}-${d.storeId ?? 0}`}
          dataSource={data.days}
          pagination={false}
          columns={[
            {
              key: 'date',
              title: '日期',
              width: 130,
              render: (_, d) => `${d.date} ${'日一二三四五六'[dayjs(d.date).day()] ? `周${'日一二三四五六'[dayjs(d.date).day()]}` : ''}`,
            },
            { key: 'store', title: '门店', width: 140, render: (_, d) => d.storeName ?? '--' },
            { key: 'shift', title: '班次', width: 80, render: (_, d) => (d.status === null ? '--' : d.shift === null ? '未排班' : ShiftType.labelOf(d.shift)) },
            { key: 'hours', title: '上下班时间', width: 120, render: (_, d) => (d.shiftStart ? `${d.shiftStart}-${d.shiftEnd ?? ''}` : '--') },
            { key: 'in', title: '上班打卡', width: 90, render: (_, d) => hhmm(d.clockIn) },
            { key: 'out', title: '下班打卡', width: 90, render: (_, d) => hhmm(d.clockOut) },
            { key: 'status', title: '考勤结果', width: 90, render: (_, d) => tag(AttendanceStatus, d.status) },
            {
              key: 'detail',
              title: '说明',
              render: (_, d) => (
                <Space size={4} wrap>
                  {d.lateMinutes ? <span>迟到{d.lateMinutes}分钟</span> : null}
                  {d.earlyMinutes ? <span>早退{d.earlyMinutes}分钟</span> : null}
                  {d.leaveType !== null ? <span>{LeaveType.labelOf(d.leaveType)}</span> : null}
                  {d.clocks
                    .filter((c) => c.source === 1)
                    .map((c) => (
                      <Tooltip key={c.at} title={`${c.reason ?? ''}（${c.createdBy ?? ''}）`}>
                        <Tag color="orange">
                          {ClockSource.labelOf(c.source)} {ClockKind.labelOf(c.kind)} {hhmm(c.at)}
                        </Tag>
                      </Tooltip>
                    ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
