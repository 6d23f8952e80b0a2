import type { Schema } from '@api';
import { Spinner } from '@ds';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { chartOption } from './chartOption';

const Frame = styled.div`
  position: relative;
  inline-size: 100%;

  & > [data-status] {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: var(--tck-space-2);
    color: var(--tck-color-text-muted);
    font-size: var(--tck-font-size-sm);
  }
`;

/** Loads the chart library ahead of the first chart (it loads with the first chart anyway). */
export const loadChartLibrary = () => import('./echarts');

export interface ReportChartProps {
  /** The chart-ready series of a report's graph. */
  graph: Schema<'ReportGraphData'>;
  /** Height in pixels. */
  height?: number;
  /** Animates the drawing; off in stories and pictures so they are stable. */
  animation?: boolean;
}

/**
 * A report's graph drawn with ECharts (SVG), which loads the first time a chart is shown. The
 * frame carries `data-ready` once drawn, and says so when the library cannot be loaded.
 */
export function ReportChart({ graph, height = 320, animation = true }: ReportChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    let disposed = false;
    let dispose: () => void = () => undefined;
    loadChartLibrary().then(
      ({ initChart }) => {
        if (disposed) return;
        const chart = initChart(element);
        chart.setOption(chartOption(graph, { animation }));
        const resize = new ResizeObserver(() => chart.resize());
        resize.observe(element);
        dispose = () => {
          resize.disconnect();
          chart.dispose();
        };
        setStatus('ready');
      },
      () => {
        if (!disposed) setStatus('failed');
      },
    );
    return () => {
      disposed = true;
      dispose();
    };
  }, [graph, animation]);

  const title = graph.title ?? graph.graph_type;
  return (
    <Frame
      data-component="ReportChart"
      data-ready={status === 'ready'}
      style={{ blockSize: height }}
    >
      <div
        ref={container}
        role="img"
        aria-label={`${graph.graph_type} chart: ${title}`}
        style={{ blockSize: height }}
      />
      {status === 'loading' && (
        <div data-status>
          <Spinner /> Drawing the graph…
        </div>
      )}
      {status === 'failed' && (
        <div data-status role="alert">
          The graph could not be drawn: reload the page to try again.
        </div>
      )}
    </Frame>
  );
}
