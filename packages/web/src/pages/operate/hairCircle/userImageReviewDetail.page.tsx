import {
  resourceEndpoints,
  USER_IMAGE_REVIEW_PAGE,
  userImageNextPending,
  userImageResource,
  UserImageScene,
  UserImageStatus,
  type RowOf,
  type TransitionDef,
} from '@salon/contract';
import { App, Button, Card, Descriptions, Empty, Image, Popconfirm, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { get, ignoreRequestError, post, publicFileUrl } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { ReasonModal } from '../../../components/ReasonModal';

type Row = RowOf<typeof userImageResource>;
const ep = resourceEndpoints(userImageResource);
const step = (action: string): TransitionDef => userImageResource.workflow.transitions.find((t) => t.action === action)!;
const when = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '--');

/**
 * /operate/hairCircle/userImageReviewDetail?id=: one customer picture large, who uploaded it where
 * and when, and its review: 通过, or 驳回 with a reason; then on to the next pending picture.
 */
export default function UserImageReviewDetailPage() {
  const { message } = App.useApp();
  const access = usePageAccess();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [row, setRow] = useState<Row | null>(null);
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    void Promise.all([get<Row>(ep.detail.path, { id }), call(userImageNextPending, { afterId: id })])
      .then(([found, queue]) => {
        if (!live) return;
        setRow(found);
        setPending(queue.pending);
      })
      .catch((error: unknown) => {
        if (live) setMissing(true);
        ignoreRequestError(error);
      });
    return () => {
      live = false;
    };
  }, [id]);

  const next = async () => {
    const found = await call(userImageNextPending, { afterId: id });
    if (found.id) navigate(`?id=${found.id}`, { replace: true });
    else {
      message.info('没有待审核的图片了');
      navigate(USER_IMAGE_REVIEW_PAGE);
    }
  };
  const review = async (action: 'pass' | 'reject', reason?: string) => {
    await post(ep.transition.path, { id, action, reason });
    message.success(action === 'pass' ? '已通过' : '已驳回');
    await next();
  };

  if (missing || !id) return <Empty description="图片不存在或不在您的门店范围内" />;
  if (!row) return <Spin style={{ display: 'block', margin: 48 }} />;
  const open = row.status === 0;
  return (
    <div className="page-card">
      <Card
        size="small"
        title={
          <Space>
            <span>用户图片审核</span>
            <Tag color={UserImageStatus.items.find((i) => i.value === row.status)?.color}>{UserImageStatus.labelOf(row.status)}</Tag>
            {pending !== null ? <span style={{ fontWeight: 'normal', color: '#888' }}>待审核 {pending} 张</span> : null}
          </Space>
        }
        extra={
          <Space>
            <Button onClick={() => navigate(USER_IMAGE_REVIEW_PAGE)}>返回列表</Button>
            <Button onClick={() => void next().catch(ignoreRequestError)}>下一张待审核</Button>
            {open && access.can(step('reject').op) ? (
              <Button danger onClick={() => setRejecting(true)}>
                驳回
              </Button>
            ) : null}
            {open && access.can(step('pass').op) ? (
              <Popconfirm title={step('pass').confirm} onConfirm={() => void review('pass').catch(ignoreRequestError)}>
                <Button type="primary">通过</Button>
              </Popconfirm>
            ) : null}
          </Space>
        }
      >
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
          <Image
            src={publicFileUrl(row.imageUrl ?? '')}
            width={420}
            style={{ maxHeight: 560, objectFit: 'contain', background: '#fafafa' }}
            alt="顾客上传的图片"
          />
          <Descriptions column={1} size="small" bordered style={{ flex: 1, minWidth: 320 }}>
            <Descriptions.Item label="上传场景">{UserImageScene.labelOf(row.scene)}</Descriptions.Item>
            <Descriptions.Item label="顾客">{row.customerName ?? '--'}</Descriptions.Item>
            <Descriptions.Item label="顾客手机号">{row.customerMobile ?? '--'}</Descriptions.Item>
            <Descriptions.Item label="门店">{row.storeName ?? '--'}</Descriptions.Item>
            <Descriptions.Item label="关联订单">{row.orderNo ?? '--'}</Descriptions.Item>
            <Descriptions.Item label="上传时间">{when(row.uploadedAt)}</Descriptions.Item>
            <Descriptions.Item label="审核人">{row.reviewer ?? '--'}</Descriptions.Item>
            <Descriptions.Item label="审核时间">{when(row.reviewedAt)}</Descriptions.Item>
            {row.rejectReason ? <Descriptions.Item label="驳回原因">{row.rejectReason}</Descriptions.Item> : null}
          </Descriptions>
        </div>
      </Card>
      {rejecting ? (
        <ReasonModal
          title="驳回图片"
          label="驳回原因"
          okText="驳回"
          danger
          onClose={() => setRejecting(false)}
          onSubmit={(reason) => review('reject', reason)}
        />
      ) : null}
    </div>
  );
}
