import path from 'node:path';
import { PNG } from 'pngjs';

/**
 * The portal's install icons, drawn from the favicon's own shapes (public/favicon.svg is the one
 * source of the picture): a plate covering the whole picture, then the mark on it, each in a
 * colour the caller gives (the favicon's own fills are the kit's; an icon takes an operator's).
 * Only the straight-edged shapes the favicon uses are read (a rect, rounded or not, and paths of
 * lines); anything else stops the build rather than drawing a wrong icon.
 */

/** The picture every icon is drawn from. */
export const faviconFile = path.resolve(import.meta.dirname, '../../public/favicon.svg');

/** A point in the favicon's units. */
type Point = readonly [x: number, y: number];

/** The favicon read as filled outlines: the plate (its first shape) and the mark's outlines. */
export interface IconDrawing {
  /** The side of the favicon's square viewBox. */
  size: number;
  /** The plate's corner radius (0: square). */
  plateRadius: number;
  /** The mark's closed outlines, filled together by the non-zero rule (SVG's default). */
  mark: Point[][];
}

/** The attributes of one SVG element. */
function attributesOf(source: string): Map<string, string> {
  return new Map(
    [...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]),
  );
}

/** A number attribute, 0 when absent. */
function numberOf(attributes: Map<string, string>, name: string): number {
  const value = Number(attributes.get(name) ?? 0);
  if (!Number.isFinite(value)) throw new Error(`favicon: ${name} is not a number`);
  return value;
}

/** The outlines of a path of straight lines (M, L, H, V, Z, absolute or relative). */
export function pathOutlines(d: string): Point[][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const outlines: Point[][] = [];
  let current: Point[] = [];
  let [x, y] = [0, 0];
  let command = '';
  let at = 0;
  const read = () => Number(tokens[at++]);
  while (at < tokens.length) {
    const token = tokens[at] ?? '';
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      at += 1;
      if (command === 'z' || command === 'Z') {
        if (current.length > 0) outlines.push(current);
        current = [];
        const start = outlines.at(-1)?.[0] ?? [x, y];
        [x, y] = start;
        continue;
      }
    }
    const relative = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M':
      case 'L': {
        const [dx, dy] = [read(), read()];
        [x, y] = relative ? [x + dx, y + dy] : [dx, dy];
        if (command.toUpperCase() === 'M') {
          if (current.length > 0) outlines.push(current);
          current = [];
          // Further pairs after a move are lines (SVG's implicit command).
          command = relative ? 'l' : 'L';
        }
        break;
      }
      case 'H':
        x = relative ? x + read() : read();
        break;
      case 'V':
        y = relative ? y + read() : read();
        break;
      default:
        throw new Error(`favicon: path command '${command}' is not drawn (straight lines only)`);
    }
    if (Number.isNaN(x) || Number.isNaN(y)) throw new Error('favicon: path ends mid-command');
    current.push([x, y]);
  }
  if (current.length > 0) outlines.push(current);
  return outlines;
}

/** Reads the favicon: a square viewBox, a plate rect covering it, then the mark (rects, paths). */
export function parseIconSvg(svg: string): IconDrawing {
  const elements = [...svg.matchAll(/<([a-zA-Z]+)\b([^>]*)>/g)];
  const [root, plate, ...markElements] = elements;
  const viewBox = (attributesOf(root?.[2] ?? '').get('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const [minX, minY, width, height] = viewBox;
  if (root?.[1] !== 'svg' || minX !== 0 || minY !== 0 || width === undefined || width !== height)
    throw new Error('favicon: expected an <svg> with a square viewBox at 0 0');
  const size = width;
  const plateAttributes = attributesOf(plate?.[2] ?? '');
  const covers =
    plate?.[1] === 'rect' &&
    numberOf(plateAttributes, 'x') === 0 &&
    numberOf(plateAttributes, 'y') === 0 &&
    numberOf(plateAttributes, 'width') === size &&
    numberOf(plateAttributes, 'height') === size;
  if (!covers) throw new Error('favicon: its first shape must be a rect covering the viewBox');
  const mark = markElements.flatMap(([, name, source = '']): Point[][] => {
    const attributes = attributesOf(source);
    if (name === 'path') return pathOutlines(attributes.get('d') ?? '');
    if (name === 'rect' && !attributes.has('rx')) {
      const [x, y] = [numberOf(attributes, 'x'), numberOf(attributes, 'y')];
      const [w, h] = [numberOf(attributes, 'width'), numberOf(attributes, 'height')];
      return [
        [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
        ],
      ];
    }
    throw new Error(`favicon: <${name ?? ''}> is not drawn (plain rects and paths only)`);
  });
  return { size, plateRadius: numberOf(plateAttributes, 'rx'), mark };
}

/** A rounded square as an outline (its corners as short lines, well under a pixel off). */
function roundedSquare(size: number, radius: number): Point[] {
  const r = Math.min(radius, size / 2);
  if (r <= 0)
    return [
      [0, 0],
      [size, 0],
      [size, size],
      [0, size],
    ];
  const steps = 32;
  const corners: [cx: number, cy: number, start: number][] = [
    [size - r, r, -Math.PI / 2],
    [size - r, size - r, 0],
    [r, size - r, Math.PI / 2],
    [r, r, Math.PI],
  ];
  return corners.flatMap(([cx, cy, start]) =>
    Array.from({ length: steps + 1 }, (_, step): Point => {
      const angle = start + (step / steps) * (Math.PI / 2);
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    }),
  );
}

/** Subsamples per pixel row; across a row coverage is exact. */
const rowSamples = 8;

/** How much of each pixel (0 to 1) the outlines cover, filled by the non-zero rule. */
export function coverage(outlines: readonly Point[][], width: number): Float32Array {
  const covered = new Float32Array(width * width);
  // Each edge that is not level, from its top to its bottom, with its direction.
  const edges = outlines.flatMap((outline) =>
    outline.flatMap(([x0, y0], index) => {
      const [x1, y1] = outline[(index + 1) % outline.length] ?? [x0, y0];
      if (y0 === y1) return [];
      const down = y1 > y0;
      return [
        {
          top: Math.min(y0, y1),
          bottom: Math.max(y0, y1),
          x0,
          y0,
          slope: (x1 - x0) / (y1 - y0),
          winding: down ? 1 : -1,
        },
      ];
    }),
  );
  const crossings: { x: number; winding: number }[] = [];
  for (let row = 0; row < width; row += 1) {
    for (let sample = 0; sample < rowSamples; sample += 1) {
      const y = row + (sample + 0.5) / rowSamples;
      crossings.length = 0;
      for (const edge of edges) {
        if (y >= edge.top && y < edge.bottom)
          crossings.push({ x: edge.x0 + (y - edge.y0) * edge.slope, winding: edge.winding });
      }
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      for (let index = 0; index + 1 < crossings.length; index += 1) {
        winding += crossings[index]?.winding ?? 0;
        const [start = 0, end = 0] = [crossings[index]?.x, crossings[index + 1]?.x];
        if (winding !== 0) addSpan(covered, row * width, width, start, end);
      }
    }
  }
  return covered;
}

/** Adds one subsample row's covered span [start, end) to a pixel row. */
function addSpan(covered: Float32Array, offset: number, width: number, start: number, end: number) {
  const [from, to] = [Math.max(0, start), Math.min(width, end)];
  if (to <= from) return;
  const weight = 1 / rowSamples;
  const [first, last] = [Math.floor(from), Math.floor(to)];
  if (first === last) {
    covered[offset + first] = (covered[offset + first] ?? 0) + (to - from) * weight;
    return;
  }
  covered[offset + first] = (covered[offset + first] ?? 0) + (first + 1 - from) * weight;
  for (let x = first + 1; x < last; x += 1)
    covered[offset + x] = (covered[offset + x] ?? 0) + weight;
  if (last < width) covered[offset + last] = (covered[offset + last] ?? 0) + (to - last) * weight;
}

/** An icon to draw: its side in pixels, whether it is maskable, and its two colours. */
export interface IconRequest {
  /** Width and height in pixels. */
  size: number;
  /**
   * Maskable: the plate fills the square (the launcher cuts its own shape) and the favicon is
   * drawn within the central 80%, the safe zone no mask cuts into.
   */
  maskable: boolean;
  /** The plate's colour, `#rrggbb`. */
  plate: string;
  /** The mark's colour, `#rrggbb`. */
  mark: string;
}

/** The fraction of a maskable icon's side that no launcher's mask cuts into. */
export const maskableSafeZone = 0.8;

/** `#rrggbb` as red, green and blue. */
function rgb(colour: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (match === null) throw new Error(`icon colour ${colour} is not #rrggbb`);
  const channel = (group: number) => parseInt(match[group] ?? '0', 16);
  return [channel(1), channel(2), channel(3)];
}

/** Draws the favicon as a PNG in the requested size and colours (RGBA; RGB when maskable). */
export function renderIcon(drawing: IconDrawing, request: IconRequest): Buffer {
  const { size, maskable } = request;
  const scale = (size / drawing.size) * (maskable ? maskableSafeZone : 1);
  const inset = maskable ? (size * (1 - maskableSafeZone)) / 2 : 0;
  const plate = maskable
    ? roundedSquare(size, 0)
    : roundedSquare(size, drawing.plateRadius * scale);
  const mark = drawing.mark.map((outline) =>
    outline.map(([x, y]): Point => [inset + x * scale, inset + y * scale]),
  );
  const layers = [
    { covered: coverage([plate], size), colour: rgb(request.plate) },
    { covered: coverage(mark, size), colour: rgb(request.mark) },
  ];
  const png = new PNG({ width: size, height: size });
  for (let pixel = 0; pixel < size * size; pixel += 1) {
    // Each layer over the ones below it, with premultiplied colour.
    let [red, green, blue, alpha] = [0, 0, 0, 0];
    for (const { covered, colour } of layers) {
      const a = Math.min(1, covered[pixel] ?? 0);
      red = colour[0] * a + red * (1 - a);
      green = colour[1] * a + green * (1 - a);
      blue = colour[2] * a + blue * (1 - a);
      alpha = a + alpha * (1 - a);
    }
    const unpremultiply = alpha > 0 ? 1 / alpha : 0;
    png.data[pixel * 4] = Math.round(red * unpremultiply);
    png.data[pixel * 4 + 1] = Math.round(green * unpremultiply);
    png.data[pixel * 4 + 2] = Math.round(blue * unpremultiply);
    png.data[pixel * 4 + 3] = Math.round(alpha * 255);
  }
  return PNG.sync.write(png, { colorType: maskable ? 2 : 6, deflateLevel: 9 });
}
