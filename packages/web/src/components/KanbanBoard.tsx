import { Badge, Empty, Spin } from 'antd';
import { useState, type DragEvent, type ReactNode } from 'react';
import './kit.css';

/** One column of a board: its key (what `columnOf` answers), title and tag colour. */
export interface BoardColumn<K extends string | number = string | number> {
  key: K;
  title: ReactNode;
  color?: string;
}

export interface KanbanBoardProps<T, K extends string | number> {
  columns: readonly BoardColumn<K>[];
  items: readonly T[];
  /** The column a card is in. */
  columnOf(item: T): K;
  keyOf(item: T): string | number;
  renderCard(item: T): ReactNode;
  /** Whether a card may be dropped on a column (the columns it may not are dimmed while it is dragged). */
  canMove?(item: T, to: K): boolean;
  /** A card dropped on a column it may move to; the board waits for it (a refusal leaves the card where it was). */
  onMove?(item: T, to: K): Promise<unknown> | void;
  loading?: boolean;
  /** Accessible name of the board. */
  label?: string;
}

/**
 * A board of cards in columns (the kit's; pages compose it): each column with its count, cards
 * dragged from one column to another where `canMove` allows (the allowed columns light up while a
 * card is dragged), `onMove` doing the move. Pages put a button on the card too, for keyboards and
 * touch screens.
 */
export function KanbanBoard<T, K extends string | number>({
  columns,
  items,
  columnOf,
  keyOf,
  renderCard,
  canMove,
  onMove,
  loading,
  label,
}: KanbanBoardProps<T, K>) {
  const [dragged, setDragged] = useState<T | null>(null);
  const [over, setOver] = useState<K | null>(null);
  const [moving, setMoving] = useState(false);
  const allowed = (to: K) => dragged !== null && columnOf(dragged) !== to && (canMove ? canMove(dragged, to) : true);

  const drop = async (to: K, event: DragEvent) => {
    event.preventDefault();
    const item = dragged;
    setDragged(null);
    setOver(null);
    if (item === null || !allowed(to) || !onMove) return;
    setMoving(true);
    try {
      await onMove(item, to);
    } finally {
      setMoving(false);
    }
  };

  return (
    <Spin spinning={Boolean(loading) || moving}>
      <div className="kanban" role="list" aria-label={label}>
        {columns.map((column) => {
          const cards = items.filter((item) => columnOf(item) === column.key);
          const state =
            dragged === null ? '' : allowed(column.key) ? (over === column.key ? ' kanban__column--over' : ' kanban__column--open') : ' kanban__column--closed';
          return (
            <section
              key={column.key}
              className={`kanban__column${state}`}
              role="listitem"
              aria-label={typeof column.title === 'string' ? column.title : String(column.key)}
              data-column={column.key}
              onDragOver={(e) => {
                if (!allowed(column.key)) return;
                e.preventDefault();
                if (over !== column.key) setOver(column.key);
              }}
              onDragLeave={() => setOver((o) => (o === column.key ? null : o))}
              onDrop={(e) => void drop(column.key, e)}
            >
              <header className="kanban__head">
                <span className="kanban__title">{column.title}</span>
                <Badge count={cards.length} showZero color={column.color ?? '#8c8c8c'} />
              </header>
              <div className="kanban__cards">
                {cards.length ? (
                  cards.map((item) => (
                    <div
                      key={keyOf(item)}
                      className="kanban__card"
                      draggable={Boolean(onMove)}
                      data-card={keyOf(item)}
                      onDragStart={(e) => {
                        e.dataTransfer.effectAllowed = 'move';
                        e.dataTransfer.setData('text/plain', String(keyOf(item)));
                        setDragged(item);
                      }}
                      onDragEnd={() => {
                        setDragged(null);
                        setOver(null);
                      }}
                    >
                      {renderCard(item)}
                    </div>
                  ))
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无" />
                )}
              </div>
            </section>
          );
        })}
      </div>
    </Spin>
  );
}
