import { formatDimension, formatMeasure, type ReportAnswer, type ReportDef, type ReportMeasure } from '@salon/contract';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as install, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what a report chart draws: line, bar and pie series, their grid, legend and tooltip, as SVG
// (crisp at any zoom; no canvas needed). This module is its own chunk, loaded when a report with a
// chart first shows one: list pages never download echarts.
install([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Row = ReportAnswer['rows'][number];

/** A measure's value as a number for the chart (null stays a gap). */
const valueOf = (row: Row, key: string) => (row[key] === null || row[key] === undefined ? null : Number(row[key]));

/** The chart's option from the declaration and the rows: the dimension on the x axis (or the pie's slices), a series per measure. */
export function chartOption(def: ReportDef, rows: readonly Row[]): EChartsCoreOption {
  const chart = def.chart!;
  const dimension = def.dimensions.find((d) => d.key === chart.dimension)!;
  const measures = chart.measures.map((key) => def.measures.find((m) => m.key === key)!);
  const labels = rows.map((r) => formatDimension(dimension, r[dimension.key]));
  const tooltipValue = (measure: ReportMeasure) => (value: unknown) => formatMeasure(measure, value as number | null);
  if (chart.type === 'pie') {
    const [measure] = measures;
    return {
      tooltip: { trigger: 'item', valueFormatter: tooltipValue(measure) },
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', name: measure.label, radius: ['35%', '65%'], data: rows.map((r, i) => ({ name: labels[i], value: valueOf(r, measure.key) })) }],
    };
  }
  const percent = measures.every((m) => m.format === 'percent');
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: labels, boundaryGap: chart.type === 'bar' },
    yAxis: { type: 'value', ...(percent ? { axisLabel: { formatter: (v: number) => `${Math.round(v * 100)}%` } } : {}) },
    series: measures.map((m) => ({
      type: chart.type,
      name: m.label,
      data: rows.map((r) => valueOf(r, m.key)),
      showSymbol: rows.length <= 31,
      tooltip: { valueFormatter: tooltipValue(m) },
    })),
  };
}

/** The report's chart over its rows (the default export: the lazily loaded part of a report page). */
export default function ReportChart({ def, rows }: { def: ReportDef; rows: readonly Row[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = init(box.current!, undefined, { renderer: 'svg' });
    // Drawn at once for a user who asks for reduced motion (as antd's animations are turned off).
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    chart.setOption({ ...chartOption(def, rows), animation: !still });
    const resized = new ResizeObserver(() => chart.resize());
    resized.observe(box.current!);
    return () => {
      resized.disconnect();
      chart.dispose();
    };
  }, [def, rows]);
  return <div ref={box} className="report-chart" role="img" aria-label={`${def.title}图表`} />;
}
