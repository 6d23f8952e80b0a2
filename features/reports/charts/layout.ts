// How a chart fits the cell it is drawn in: where its legend goes, how its category labels
// turn or shorten, how large a pie may be so its percentages fit. Plain arithmetic over the
// box's size and the labels' measured widths, so it is tested without a browser.

/** The size of the chart's box, in pixels. */
export interface ChartBox {
  width: number;
  height: number;
}

/** The width in pixels of a label's text at the charts' font size (12 px). */
export type Measure = (text: string) => number;

/** A measure without a browser: an average character width of the charts' font. */
export const estimatedWidth: Measure = (text) => text.length * 6.6;

/** Below this width a cell is narrow: its legend goes under the chart. */
export const narrowWidth = 480;

/** The height of one line of a legend. */
const legendLine = 22;
/** A legend item's marker and the gap after it. */
const legendItemExtra = 38;
/** The most lines a legend under or over the plot takes before it pages instead. */
const legendLines = 3;
/** The narrowest a legend's name is cut to before the legend pages instead. */
const legendNameMin = 56;
/** The room a paging legend's arrows and "1/5" take. */
const legendPagerRoom = 72;
/**
 * Room added to a measured text so ECharts, measuring it again, does not cut a text that fits
 * by a fraction of a pixel.
 */
export const textSlack = 6;

/** How many lines a legend's items (their widths) take on lines `available` pixels long. */
function linesOf(widths: readonly number[], available: number): number {
  let lines = 1;
  let used = 0;
  for (const width of widths) {
    if (used > 0 && used + width > available) {
      lines += 1;
      used = 0;
    }
    used += width;
  }
  return lines;
}

/** Where a chart's legend goes, how long its names may be, and the room it takes. */
export interface LegendPlan {
  show: boolean;
  /** Above the plot (axes), under it (narrow cells) or at its right (wide pies). */
  position: 'top' | 'bottom' | 'right';
  /** Pages through its names instead of showing them all. */
  scroll: boolean;
  /** The widest a name is drawn; longer ones are cut, whole in the legend's tooltip. */
  textWidth: number;
  /** The room it takes: its height above or under the plot, its width at the right. */
  room: number;
}

const noLegend: LegendPlan = { show: false, position: 'top', scroll: false, textWidth: 0, room: 0 };

/**
 * The legend of a chart's names in its box. Axis charts keep it above the plot, clear of the
 * axis labels; slice charts put it at the right of a wide cell and under a narrow one. Names
 * are written whole when they fit on at most three lines, else cut so two, three... go on a
 * line; only when even that does not fit does the legend page through them.
 */
export function legendPlan(
  names: readonly string[],
  box: ChartBox,
  measure: Measure,
  kind: 'axes' | 'slices',
): LegendPlan {
  if (names.length === 0) return noLegend;
  const measured = names.map((name) => Math.ceil(measure(name)) + textSlack);
  const widest = Math.max(...measured);
  if (kind === 'slices' && box.width >= narrowWidth) {
    const textWidth = Math.min(widest, Math.round(box.width * 0.3));
    const fits = names.length * legendLine <= box.height - 16;
    return {
      show: true,
      position: 'right',
      scroll: !fits,
      textWidth,
      room: textWidth + legendItemExtra + 16,
    };
  }
  const position = kind === 'axes' ? 'top' : 'bottom';
  const available = box.width - 16;
  for (let perLine = 1; ; perLine += 1) {
    const room = Math.floor(available / perLine) - legendItemExtra;
    const textWidth = Math.min(widest, room);
    if (perLine > 1 && textWidth < legendNameMin) break;
    const lines = linesOf(
      measured.map((width) => Math.min(width, textWidth) + legendItemExtra),
      available,
    );
    if (lines <= legendLines) {
      return { show: true, position, scroll: false, textWidth, room: lines * legendLine + 6 };
    }
    if (textWidth < widest && perLine >= names.length) break;
  }
  return {
    show: true,
    position,
    scroll: true,
    textWidth: Math.max(40, Math.min(widest, available - legendItemExtra - legendPagerRoom)),
    room: legendLine + 6,
  };
}

/** How a category axis writes its labels. */
export interface CategoryLabels {
  /** Degrees the labels turn (0: level). */
  rotate: number;
  /** 0 writes every label; 'auto' leaves out what would overlap. */
  interval: 0 | 'auto';
  /** The widest a label is drawn; longer ones are cut, whole in the tooltip. */
  width: number;
}

/**
 * The room along the axis a label turned 40 degrees needs so it does not overlap the next one
 * (its line height over the sine of its angle).
 */
const turnedLabelRoom = 22;

/**
 * The labels of a category axis `length` pixels long over a plot `height` pixels high: level
 * when every one fits its share, else turned 40 degrees and cut to the room below the plot
 * (the whole name in the tooltip); every label is written while turned ones fit side by side,
 * else ECharts leaves out those that would overlap.
 */
export function categoryLabels(
  labels: readonly string[],
  length: number,
  height: number,
  measure: Measure,
): CategoryLabels {
  const widest = labels.length === 0 ? 0 : Math.ceil(Math.max(...labels.map(measure))) + textSlack;
  const share = length / Math.max(1, labels.length);
  if (widest + 4 <= share) return { rotate: 0, interval: 0, width: widest };
  return {
    rotate: 40,
    interval: share >= turnedLabelRoom ? 0 : 'auto',
    width: Math.round(Math.min(widest, Math.max(64, height * 0.4))),
  };
}

/** The labels of a category axis drawn upright (a bar chart's, a timeline's lanes). */
export function sideLabelWidth(labels: readonly string[], box: ChartBox, measure: Measure): number {
  const widest = labels.length === 0 ? 0 : Math.ceil(Math.max(...labels.map(measure))) + textSlack;
  return Math.round(Math.min(widest, Math.max(60, box.width * 0.32)));
}

/** Where a pie, donut or polar chart sits and how large, and where its percentages go. */
export interface PieGeometry {
  center: [number, number];
  radius: number;
  /** The percentages inside the slices when there is no room for them around the pie. */
  labelsInside: boolean;
}

/**
 * The largest pie that leaves room around it for its percentages ('41.1%' and its line),
 * beside its legend; in a box too small for that, the percentages go inside the slices.
 */
export function pieGeometry(box: ChartBox, legend: LegendPlan, measure: Measure): PieGeometry {
  const right = legend.show && legend.position === 'right' ? legend.room : 0;
  const below = legend.show && legend.position === 'bottom' ? legend.room : 0;
  const width = box.width - right;
  const height = box.height - below;
  const labelRoom = measure('100.0%') + 22;
  const outside = Math.min(width / 2 - labelRoom, height / 2 - 18);
  const labelsInside = outside < 48;
  const radius = labelsInside ? Math.min(width, height) / 2 - 6 : outside;
  return {
    center: [Math.round(width / 2), Math.round(height / 2)],
    radius: Math.max(24, Math.round(radius)),
    labelsInside,
  };
}

/** A name cut to a width with an ellipsis (the radar's indicator names). */
export function cutToWidth(text: string, width: number, measure: Measure): string {
  if (measure(text) <= width) return text;
  let end = text.length;
  while (end > 1 && measure(`${text.slice(0, end)}…`) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
