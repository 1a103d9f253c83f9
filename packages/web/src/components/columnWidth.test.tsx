import { render } from '@testing-library/react';
import { ConfigProvider, Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { columnWidth, labelWidth, withLabelWidths } from './columnWidth';

/** Headers that do not wrap (issue 12.16): widths from the labels. */
describe('column widths', () => {
  it('give a label the room it needs: full-width characters a whole em, others less, the icons beside it', () => {
    expect(labelWidth('实付金额（入本金）')).toBe(9 * 14);
    expect(labelWidth('时长(分钟)')).toBe(4 * 14 + 2 * 8);
    expect(columnWidth('实付金额（入本金）', 130)).toBe(9 * 14 + 16 + 6);
    expect(columnWidth('时长(分钟)', 90, { sorter: true })).toBe(4 * 14 + 2 * 8 + 16 + 20 + 6);
    expect(columnWidth('状态', 90, { filter: true })).toBe(90);
    expect(columnWidth('状态')).toBe(2 * 14 + 16 + 6);
    // A wider declared width stays.
    expect(columnWidth('卡号', 160)).toBe(160);
  });

  it('apply to every text-titled column of a table, which then renders those widths', () => {
    const columns = withLabelWidths<{ id: number }>([
      { title: '实付金额（入本金）', dataIndex: 'paid', width: 130 },
      { title: '时长(分钟)', dataIndex: 'duration', width: 90, sorter: true },
      { title: '门店', dataIndex: 'store', width: 200, filters: [{ text: '陆家嘴店', value: 1 }] },
      { title: <span>操作</span>, key: 'actions' },
    ]);
    expect(columns.map((c) => c.width)).toEqual([148, 114, 200, undefined]);
    const { container } = render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Table rowKey="id" size="middle" columns={columns} dataSource={[{ id: 1 }]} pagination={false} />
      </ConfigProvider>,
    );
    expect([...container.querySelectorAll('col')].slice(0, 3).map((c) => (c as HTMLElement).style.width)).toEqual(['148px', '114px', '200px']);
  });
});
