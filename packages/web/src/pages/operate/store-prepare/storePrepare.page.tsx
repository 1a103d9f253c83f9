import { advanceStorePrepare, PREPARE_STAGE, PREPARE_STATUS, PrepareLogAction, PrepareStage, StorePrepareOps, storePrepareResource } from '@salon/contract';
import { App, Button, Popconfirm, Timeline, Typography } from 'antd';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';

type Log = { id: number; action: string; fromStage: number | null; toStage: number; remark: string | null; operator: string; operatedAt: string };

/** 推进到「下一阶段」: one step at a time, asked first (the same endpoint as the progress board's moves). */
function AdvanceAction({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  const stage = Number(row.stage);
  if (row.status !== PREPARE_STATUS.active || stage >= PREPARE_STAGE.opened || !page.can(StorePrepareOps.advance)) return null;
  const next = PrepareStage.labelOf(stage + 1);
  return (
    <Popconfirm
      title={`将「${String(row.plannedName)}」推进到「${next}」？`}
      description={stage + 1 === PREPARE_STAGE.opened ? '推进到已开业后项目结束，关联门店变为正常营业。' : '每次推进都会记录操作人和时间。'}
      okText="推进"
      cancelText="取消"
      onConfirm={() =>
        call(advanceStorePrepare, { id: row.id, toStage: stage + 1 })
          .then(() => message.success(`已推进到「${next}」`))
          .then(page.reload)
          .catch(ignoreRequestError)
      }
    >
      <Button type="link" size="small">
        推进到{next}
      </Button>
    </Popconfirm>
  );
}

/** The project's stage changes under its detail, oldest first. */
function StageLog({ row }: { row: ResourceRow & Record<string, unknown> }) {
  const logs = (row.logs as Log[] | undefined) ?? [];
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>阶段记录</Typography.Title>
      <Timeline
        items={logs.map((l) => ({
          key: l.id,
          color: l.action === 'close' ? 'gray' : l.toStage === PREPARE_STAGE.opened ? 'green' : 'blue',
          children: (
            <>
              <Typography.Text strong>
                {PrepareLogAction.labelOf(l.action)}
                {l.action === 'advance'
                  ? `：${PrepareStage.labelOf(l.fromStage)} → ${PrepareStage.labelOf(l.toStage)}`
                  : `：${PrepareStage.labelOf(l.toStage)}`}
              </Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {l.operator} · {new Date(l.operatedAt).toLocaleString('zh-CN', { hour12: false })}
                </Typography.Text>
              </div>
              {l.remark ? <div>{l.remark}</div> : null}
            </>
          ),
        }))}
      />
    </div>
  );
}

/**
 * /operate/store-prepare/storePrepare 筹建列表: the stores being opened, those in progress first by
 * planned opening date; 新增 starts a project at 选址, 推进 moves it one stage, 关闭 gives it up with a
 * reason; the detail shows each stage change with its operator and time.
 */
export default resourcePage(storePrepareResource, {
  formDialog: {
    title: (record) => (record ? `修改筹建项目 ${String(record.projectNo)}` : '新增筹建项目'),
    intro: (record) => (record ? undefined : '新项目从「选址」开始，之后逐级推进；关联门店须为即将开业或待上架的门店。'),
  },
  rowActions: (row, page) => <AdvanceAction row={row} page={page} />,
  detailExtra: (row) => <StageLog row={row} />,
});
