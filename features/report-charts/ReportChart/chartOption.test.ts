import { describe, expect, it } from 'vitest';
import { gridGraphTypes } from '@domain/report-builder';
import { chartOption, defaultColors } from './chartOption';

const graph = {
  title: 'Top-up revenue by operator (RM)',
  labels: ['Digi', 'U Mobile'],
  datasets: [{ label: 'total_amount', data: [1730, 1515], colors: ['#3C8DBC', '#F39C12'] }],
};

describe('report chart options', () => {
  it.each(gridGraphTypes)('draws a %s with the report’s labels, data and colours', (type) => {
    const option = chartOption({ ...graph, graph_type: type }, { animation: false });
    expect(option.animation).toBe(false);
    expect(option.color).toEqual(['#3C8DBC', '#F39C12']);
    expect(JSON.stringify(option)).toContain('Digi');
    expect(JSON.stringify(option)).toContain('1730');
  });

  it('lays bars along the value axis and columns up from the labels', () => {
    const bar = chartOption({ ...graph, graph_type: 'Bar' });
    const column = chartOption({ ...graph, graph_type: 'Column' });
    expect(bar.xAxis).toEqual({ type: 'value' });
    expect(column.xAxis).toEqual({ type: 'category', data: ['Digi', 'U Mobile'] });
  });

  it('holes the donut, fills the area, and uses the kit colours when none are named', () => {
    const donut = chartOption({ ...graph, graph_type: 'DonutChart' });
    expect(donut.series).toMatchObject([{ type: 'pie', radius: ['40%', '68%'] }]);
    const area = chartOption({
      ...graph,
      graph_type: 'Area',
      datasets: [{ label: 'total', data: [1, 2] }],
    });
    expect(area.series).toMatchObject([{ type: 'line', areaStyle: {} }]);
    expect(area.color).toEqual(defaultColors);
  });
});
