import { chartIsEmpty, type ChartData } from '@domain/report-builder';
import { Button, EmptyState, Spinner, tokens } from '@ds';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { estimatedWidth } from '../layout';
import { chartOption, chartSummary, defaultBox } from '../model';

export interface ReportChartProps {
  /** What to draw (`cellChart` or `reportGraphChart` of @domain/report-builder). */
  data: ChartData;
  /** What the chart is about, e.g. the cell's title; starts its description for screen readers. */
  title: string;
  /** Height in pixels; the width follows the container. */
  height?: number;
  /** Animates the drawing and updates; by default unless the user asks for reduced motion. */
  animated?: boolean;
  /** Called each time the chart has finished drawing (after any animation). */
  onDrawn?: () => void;
}

type Engine = typeof import('../engine');
let engine: Promise<Engine> | undefined;

/**
 * The chart font's regular and bold faces: ECharts measures its labels once, when it lays them
 * out, so a face still loading then would leave the legend spaced for the fallback font.
 */
function loadChartFonts(): Promise<unknown> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  return Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 12px ${tokens.font.family}`)),
  ).catch(() => undefined);
}

/** ECharts' part, loaded once, when the first chart is on screen; a failed load may be retried. */
export function loadChartEngine(): Promise<Engine> {
  engine ??= Promise.all([import('../engine'), loadChartFonts()]).then(
    ([loaded]) => loaded,
    (error: unknown) => {
      engine = undefined;
      throw error;
    },
  );
  return engine;
}

let textContext: CanvasRenderingContext2D | null | undefined;

/** The charts' label font (12 px, the console's family). */
const labelFont = `12px ${tokens.font.family}`;

/** A label's width in the charts' font (12 px), as the browser draws it. */
function measureLabel(text: string): number {
  textContext ??= document.createElement('canvas').getContext('2d');
  if (textContext === null) return estimatedWidth(text);
  textContext.font = labelFont;
  return textContext.measureText(text).width;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const Frame = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

const Canvas = styled.div`
  width: 100%;
  height: 100%;
`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  gap: var(--tck-space-2);
  color: var(--tck-color-text-muted);
  text-align: center;
`;

const Message = styled.p`
  margin: 0;
`;

/**
 * A report chart: any of the dashboard's 14 graph types, drawn by ECharts (SVG), which loads only
 * when a chart is on screen. Says so when there is nothing to draw; describes itself to screen
 * readers; follows its container's width.
 */
export function ReportChart({
  data,
  title,
  height = 280,
  animated = !prefersReducedMotion(),
  onDrawn,
}: ReportChartProps) {
  if (chartIsEmpty(data)) {
    return (
      <Frame data-component="ReportChart" data-state="empty" style={{ minHeight: height / 2 }}>
        <EmptyState
          icon={null}
          headingLevel={4}
          title="No data to draw."
          description="The report answered no rows for this chart."
        />
      </Frame>
    );
  }
  return (
    <ChartCanvas data={data} title={title} height={height} animated={animated} onDrawn={onDrawn} />
  );
}

type State = 'loading' | 'drawing' | 'drawn' | 'failed';

type CanvasProps = Required<Omit<ReportChartProps, 'onDrawn'>> & Pick<ReportChartProps, 'onDrawn'>;

function ChartCanvas({ data, title, height, animated, onDrawn }: CanvasProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const onDrawnRef = useRef(onDrawn);
  const [state, setState] = useState<State>('loading');
  const [attempt, setAttempt] = useState(0);
  // The chart is laid out for its cell's width: legend, labels and pie follow it.
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    setWidth(canvasRef.current?.clientWidth ?? 0);
  }, []);
  // Labels are measured in the console's font, so the chart is drawn once it has loaded (a
  // canvas would measure them in another, and a later draw would move the whole layout). `status`
  // says nothing of a font no text has asked for yet: the font is asked for by name. A font that
  // cannot load is measured as the browser then draws the labels.
  const [fontsLoaded, setFontsLoaded] = useState(() => document.fonts.check(labelFont, 'Aa0'));
  useEffect(() => {
    if (fontsLoaded) return;
    let mounted = true;
    const loaded = () => mounted && setFontsLoaded(true);
    document.fonts.load(labelFont, 'Aa0').then(loaded, loaded);
    return () => {
      mounted = false;
    };
  }, [fontsLoaded]);
  const option = useMemo(
    () =>
      chartOption(
        data,
        {
          animated,
          fontFamily: tokens.font.family,
          measure: measureLabel,
        },
        { width: width > 0 ? width : defaultBox.width, height },
      ),
    [data, animated, width, height],
  );
  // The ECharts instance, once its code has loaded.
  const [chart, setChart] = useState<ReturnType<Engine['init']> | null>(null);
  // The option last handed to ECharts, and the one its last finished drawing showed.
  const sentRef = useRef<unknown>(null);
  const [drawnOption, setDrawnOption] = useState<unknown>(null);

  useEffect(() => {
    onDrawnRef.current = onDrawn;
  });

  // One ECharts instance per mounted chart; a resize of the container lays it out again.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    let created: ReturnType<Engine['init']> | undefined;
    loadChartEngine().then(
      ({ init }) => {
        if (disposed) return;
        const instance = init(canvas, null, { renderer: 'svg' });
        created = instance;
        instance.on('finished', () => {
          setState('drawn');
          setDrawnOption(sentRef.current);
          onDrawnRef.current?.();
        });
        // An axis label cut to its room is whole in the pointer's tooltip while over it.
        instance.on('mouseover', (event) => {
          const { targetType, value } = event as { targetType?: unknown; value?: unknown };
          if (targetType === 'axisLabel' && typeof value === 'string') canvas.title = value;
        });
        instance.on('mouseout', () => canvas.removeAttribute('title'));
        setState('drawing');
        setChart(instance);
        observer = new ResizeObserver(() => {
          instance.resize();
          setWidth(canvas.clientWidth);
        });
        observer.observe(canvas);
      },
      (error: unknown) => {
        console.error(error);
        if (!disposed) setState('failed');
      },
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      created?.dispose();
    };
  }, [attempt]);

  useEffect(() => {
    if (chart === null || chart.isDisposed() || !fontsLoaded) return;
    sentRef.current = option;
    chart.setOption(option, { notMerge: true });
  }, [chart, option, fontsLoaded]);
  // Each new layout (a resize, the font) is 'drawing' until ECharts has painted it, so whoever
  // waits for the chart sees the layout it ends with.
  const shown = state === 'drawn' && drawnOption !== option ? 'drawing' : state;

  return (
    <Frame
      data-component="ReportChart"
      data-state={shown}
      // The picture is described in words; a failed load shows its message and button instead.
      role={state === 'failed' ? undefined : 'img'}
      aria-label={state === 'failed' ? undefined : chartSummary(data, title)}
      aria-busy={shown === 'loading' || shown === 'drawing'}
      style={{ height }}
    >
      <Canvas ref={canvasRef} />
      {state === 'loading' && (
        <Cover>
          <Spinner label="Loading the chart" />
        </Cover>
      )}
      {state === 'failed' && (
        <Cover>
          <div>
            <Message>The chart could not be loaded.</Message>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setState('loading');
                setAttempt((count) => count + 1);
              }}
            >
              Try again
            </Button>
          </div>
        </Cover>
      )}
    </Frame>
  );
}
