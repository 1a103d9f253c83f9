import { ACTIVITY_DETAIL_PAGE, ACTIVITY_KINDS, ActivityKind, ActivityOps, activityResource } from '@salon/contract';
import { Button, Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useMenu } from '../../../app/MenuContext';
import { operationCodes } from '../../../app/menuRules';
import { menuHasPage, ResourcePage, type ResourcePageOptions } from '../../../engine/ResourcePage';
import { activityInputs, MobileListButton } from './activityParts';

const options: ResourcePageOptions = {
  inputs: activityInputs,
  rowActions: (row, page) => (
    <>
      <DetailLink id={row.id as number} />
      {row.kind === 6 && row.status === 1 && page.can(ActivityOps.send) ? <MobileListButton id={row.id as number} onDone={() => void page.reload()} /> : null}
    </>
  ),
};

function DetailLink({ id }: { id: number }) {
  const navigate = useNavigate();
  return (
    <Button type="link" size="small" onClick={() => navigate(`${ACTIVITY_DETAIL_PAGE}?activityId=${id}`)}>
      统计
    </Button>
  );
}

/** 按活动形式新增: each kind's own create page, for users who may create and hold the page. */
function KindBar() {
  const { menu } = useMenu();
  const navigate = useNavigate();
  const codes = operationCodes(menu, activityResource.page);
  if (!codes.has(ActivityOps.add)) return null;
  const kinds = ACTIVITY_KINDS.filter((k) => menuHasPage(menu, k.page));
  if (!kinds.length) return null;
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Space wrap>
        <Typography.Text type="secondary">按活动形式新增：</Typography.Text>
        {kinds.map((k) => (
          <Button key={k.kind} size="small" onClick={() => navigate(k.page)}>
            {ActivityKind.labelOf(k.kind)}
          </Button>
        ))}
      </Space>
    </Card>
  );
}

/**
 * /operate/marketing/activity 活动列表: head office's activities from the declaration (上线 needs
 * stores and a period; 下线 with a reason; 结束), one create page per kind, 统计 for each, and the
 * mobile list of an online direct-send activity.
 */
export default function ActivityPage() {
  return (
    <>
      <KindBar />
      <ResourcePage def={activityResource} options={options} />
    </>
  );
}
