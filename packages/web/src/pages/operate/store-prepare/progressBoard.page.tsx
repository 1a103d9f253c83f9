import {
  advanceStorePrepare,
  PREPARE_STAGE,
  PREPARE_STATUS,
  PrepareStage,
  STORE_PREPARE_PAGE,
  StoreCategory,
  StorePrepareOps,
  storePrepareBoard,
  type BoardCard,
} from '@salon/contract';
import { App, Button, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { useAreas } from '../../../components/useAreas';
import { KanbanBoard } from '../../../components/KanbanBoard';
import { PageCard } from '../../../components/PageCard';
import { useMenu } from '../../../app/MenuContext';
import { operationCodes } from '../../../app/menuRules';

const COLUMNS = PrepareStage.items.map((i) => ({ key: i.value, title: i.label, color: i.color === 'default' ? undefined : i.color }));
const canMoveTo = (card: BoardCard, to: number) => card.status === PREPARE_STATUS.active && to === card.stage + 1;

/**
 * /operate/store-prepare/progressBoard 进度看板: the projects in progress one column a stage (and those
 * opened in the last 30 days), each with its days in the stage (overdue ones marked); a card dragged
 * to the next column, or its 推进 button, advances it one stage (the list's 推进, logged).
 */
export default function ProgressBoardPage() {
  const { message } = App.useApp();
  // The move is 筹建列表's 推进: shown to holders of that page's operation (the server checks it on every call).
  const { menu } = useMenu();
  const mayMove = useMemo(() => operationCodes(menu, STORE_PREPARE_PAGE).has(StorePrepareOps.advance), [menu]);
  const areas = useAreas();
  const cities = (areas.data?.tree ?? []).map((c) => ({ value: c.id, label: c.name }));
  const [cityId, setCityId] = useState<number | undefined>();
  const [owner, setOwner] = useState('');
  const [cards, setCards] = useState<BoardCard[]>([]);
  const [loading, setLoading] = useState(true);

  // Reloaded by bumping the version (after a move); the effect only subscribes to the answer.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    call(storePrepareBoard, { cityId, owner: owner.trim() || undefined })
      .then((rows) => {
        if (live) setCards(rows as unknown as BoardCard[]);
      })
      .catch(ignoreRequestError)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [cityId, owner, version]);
  const reload = () => {
    setLoading(true);
    setVersion((v) => v + 1);
  };

  const move = (card: BoardCard, to: number) =>
    call(advanceStorePrepare, { id: card.id, toStage: to })
      .then(() => message.success(`「${card.plannedName}」已推进到「${PrepareStage.labelOf(to)}」`))
      .then(reload)
      .catch(ignoreRequestError);

  const renderCard = (card: BoardCard) => (
    <div className="prepare-card">
      <Typography.Text strong>{card.plannedName}</Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {card.projectNo} · {card.cityName ?? '--'} · {StoreCategory.labelOf(card.storeType)}
        </Typography.Text>
      </div>
      <div style={{ fontSize: 12 }}>
        负责人 {card.owner} · 计划开业 {card.plannedOpenDate}
      </div>
      <Space size={4} style={{ marginTop: 4 }} wrap>
        {card.status === PREPARE_STATUS.opened ? (
          <Tag color="green">已开业 {card.daysInStage} 天</Tag>
        ) : (
          <Tag color={card.daysInStage > 30 ? 'red' : card.daysInStage > 14 ? 'orange' : 'blue'}>本阶段 {card.daysInStage} 天</Tag>
        )}
        {card.overdue ? <Tag color="red">已过计划开业日</Tag> : null}
      </Space>
      {mayMove && card.status === PREPARE_STATUS.active && card.stage < PREPARE_STAGE.opened ? (
        <div style={{ marginTop: 4 }}>
          <Popconfirm
            title={`将「${card.plannedName}」推进到「${PrepareStage.labelOf(card.stage + 1)}」？`}
            okText="推进"
            cancelText="取消"
            onConfirm={() => move(card, card.stage + 1)}
          >
            <Button size="small" type="link" style={{ padding: 0 }} aria-label={`推进 ${card.plannedName}`}>
              推进到{PrepareStage.labelOf(card.stage + 1)} →
            </Button>
          </Popconfirm>
        </div>
      ) : null}
    </div>
  );

  return (
    <PageCard
      filters={
        <Space wrap>
          <Select
            allowClear
            placeholder="城市"
            style={{ width: 160 }}
            options={cities}
            value={cityId}
            onChange={(v) => {
              if (v === cityId) return;
              setLoading(true);
              setCityId(v);
            }}
          />
          <Input.Search
            allowClear
            placeholder="负责人"
            style={{ width: 200 }}
            maxLength={20}
            onSearch={(v) => {
              if (v === owner) return;
              setLoading(true);
              setOwner(v);
            }}
          />
          <Typography.Text type="secondary">拖动卡片到下一列即推进一个阶段（只能逐级推进），每次推进都记录操作人和时间。</Typography.Text>
        </Space>
      }
    >
      <KanbanBoard
        label="筹建进度看板"
        columns={COLUMNS}
        items={cards}
        columnOf={(c) => c.stage}
        keyOf={(c) => c.id}
        renderCard={renderCard}
        canMove={canMoveTo}
        onMove={mayMove ? move : undefined}
        loading={loading}
      />
    </PageCard>
  );
}
