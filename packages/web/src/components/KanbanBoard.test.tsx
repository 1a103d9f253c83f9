import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KanbanBoard } from './KanbanBoard';

type Card = { id: number; name: string; stage: number };
const COLUMNS = [
  { key: 1, title: '选址' },
  { key: 2, title: '签约' },
  { key: 3, title: '勘测设计' },
];
const CARDS: Card[] = [
  { id: 1, name: '陆家嘴店', stage: 1 },
  { id: 2, name: '望京店', stage: 1 },
  { id: 3, name: '武林店', stage: 2 },
];

function Board({ onMove }: { onMove?(card: Card, to: number): Promise<unknown> }) {
  return (
    <KanbanBoard
      label="看板"
      columns={COLUMNS}
      items={CARDS}
      columnOf={(c) => c.stage}
      keyOf={(c) => c.id}
      renderCard={(c) => <span>{c.name}</span>}
      canMove={(c, to) => to === c.stage + 1}
      onMove={onMove}
    />
  );
}

/** A drag from a card onto a column, as the browser fires it. */
function drag(card: HTMLElement, column: HTMLElement) {
  const dataTransfer = { setData: () => {}, effectAllowed: '' };
  fireEvent.dragStart(card, { dataTransfer });
  fireEvent.dragOver(column, { dataTransfer });
  fireEvent.drop(column, { dataTransfer });
}

afterEach(cleanup);

describe('KanbanBoard', () => {
  it('shows each column with its cards and count', () => {
    render(<Board />);
    const first = screen.getByRole('listitem', { name: '选址' });
    expect(within(first).getByText('陆家嘴店')).toBeTruthy();
    expect(within(first).getByText('望京店')).toBeTruthy();
    expect(within(first).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '勘测设计' })).getByText('暂无')).toBeTruthy();
  });

  it('moves a card dropped on a column it may go to, and ignores a drop where canMove refuses', async () => {
    const onMove = vi.fn(async () => {});
    render(<Board onMove={onMove} />);
    const card = screen.getByText('陆家嘴店').closest('.kanban__card') as HTMLElement;
    drag(card, screen.getByRole('listitem', { name: '勘测设计' }));
    expect(onMove).not.toHaveBeenCalled();
    drag(card, screen.getByRole('listitem', { name: '签约' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith(CARDS[0], 2));
  });

  it('without onMove the cards are not draggable', () => {
    render(<Board />);
    expect((screen.getByText('武林店').closest('.kanban__card') as HTMLElement).getAttribute('draggable')).toBe('false');
  });
});
