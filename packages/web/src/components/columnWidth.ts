import type { ColumnsType } from 'antd/es/table';

/**
 * Column widths from their labels, so a header never wraps ("时长(分钟)", "实付金额（入本金）"): the
 * width a label needs in the table's 14px header font, with the cell's padding and the sorter and
 * filter icons beside it. A declared width wider than that is kept.
 */
export const HEADER_FONT_PX = 14;
/** The middle-size table's header cell padding, both sides (antd: 8px each). */
export const HEADER_PADDING_PX = 16;
/** The sort arrows beside a sortable header, with their gap. */
export const SORTER_PX = 20;
/** The filter funnel of a header with a filter dropdown. */
export const FILTER_PX = 28;
/** Room for the bold header face and rounding. */
const SLACK_PX = 6;

/** Full-width characters (CJK, full-width punctuation such as （）：) take a whole em; others about 0.6. */
const FULL_WIDTH = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Pixels the label's text takes in the header font. */
export function labelWidth(label: string): number {
  let width = 0;
  for (const c of label) width += FULL_WIDTH.test(c) ? HEADER_FONT_PX : Math.round(HEADER_FONT_PX * 0.6);
  return width;
}

/** A column's width: at least what its label needs (with the sorter and filter icons it shows), else the declared width. */
export function columnWidth(label: string, declaredWidth?: number, icons: { sorter?: boolean; filter?: boolean } = {}): number {
  const needed = labelWidth(label) + HEADER_PADDING_PX + (icons.sorter ? SORTER_PX : 0) + (icons.filter ? FILTER_PX : 0) + SLACK_PX;
  return Math.max(declaredWidth ?? 0, needed);
}

/** The same for every column of a table whose title is plain text: the one call where a table's columns are built. */
export function withLabelWidths<Row>(columns: ColumnsType<Row>): ColumnsType<Row> {
  return columns.map((column) => {
    if (typeof column.title !== 'string') return column;
    const declared = typeof column.width === 'number' ? column.width : undefined;
    const filter = 'filters' in column || 'filterDropdown' in column ? !!(column.filters || column.filterDropdown) : false;
    return { ...column, width: columnWidth(column.title, declared, { sorter: !!column.sorter, filter }) };
  });
}
