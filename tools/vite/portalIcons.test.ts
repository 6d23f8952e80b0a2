import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { operatorBrands } from '../../design-system/node';
import {
  coverage,
  faviconFile,
  maskableSafeZone,
  parseIconSvg,
  pathOutlines,
  renderIcon,
  type IconRequest,
} from './portalIcons';

const favicon = parseIconSvg(readFileSync(faviconFile, 'utf8'));

/** `#rrggbb` as red, green and blue. */
const rgb = (colour: string) => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));

/** The icon as decoded pixels, with a reader of one pixel's RGBA. */
function draw(request: IconRequest) {
  const png = PNG.sync.read(renderIcon(favicon, request));
  const at = (x: number, y: number) => [
    ...png.data.subarray((y * png.width + x) * 4).subarray(0, 4),
  ];
  return { png, at };
}

/** Whether a colour lies on the line from one colour to another (an edge's blend), within 1. */
function isBlend(colour: number[], from: number[], to: number[]) {
  const widest = [0, 1, 2].reduce((a, b) =>
    Math.abs((to[b] ?? 0) - (from[b] ?? 0)) > Math.abs((to[a] ?? 0) - (from[a] ?? 0)) ? b : a,
  );
  const share =
    ((colour[widest] ?? 0) - (from[widest] ?? 0)) / ((to[widest] ?? 0) - (from[widest] ?? 0));
  return (
    share >= -0.01 &&
    share <= 1.01 &&
    [0, 1, 2].every(
      (c) =>
        Math.abs((from[c] ?? 0) + share * ((to[c] ?? 0) - (from[c] ?? 0)) - (colour[c] ?? 0)) <= 1,
    )
  );
}

const digi = { plate: operatorBrands[1].primary, mark: operatorBrands[1].primaryText };

describe('the favicon read as outlines', () => {
  it('is a rounded plate and the T on it', () => {
    expect(favicon).toEqual({
      size: 32,
      plateRadius: 7,
      mark: [
        [
          [9, 22],
          [9, 10],
          [23, 10],
          [23, 13],
          [18, 13],
          [18, 22],
          [14, 22],
          [14, 13],
          [9, 13],
        ],
      ],
    });
  });

  it('reads relative and absolute lines, implicit lines after a move, and several outlines', () => {
    expect(pathOutlines('m1 1 2 0v2H1zM5,5l1 1 L5 6Z')).toEqual([
      [
        [1, 1],
        [3, 1],
        [3, 3],
        [1, 3],
      ],
      [
        [5, 5],
        [6, 6],
        [5, 6],
      ],
    ]);
  });

  it('stops the build on what it does not draw', () => {
    expect(() => pathOutlines('M0 0C1 1 2 2 3 3')).toThrow(/straight lines only/);
    const svg = (body: string) => `<svg viewBox="0 0 32 32">${body}</svg>`;
    expect(() => parseIconSvg(svg('<rect width="32" height="32"/><circle r="3"/>'))).toThrow(
      /<circle> is not drawn/,
    );
    expect(() => parseIconSvg(svg('<rect width="30" height="32"/>'))).toThrow(/covering/);
    expect(() => parseIconSvg('<svg viewBox="0 0 32 16"><rect/></svg>')).toThrow(/square/);
  });
});

describe('coverage', () => {
  it('is whole inside, none outside and a share on a cut pixel', () => {
    const covered = coverage(
      [
        [
          [0, 0],
          [2.5, 0],
          [2.5, 4],
          [0, 4],
        ],
      ],
      4,
    );
    expect([...covered.subarray(0, 4)].map((value) => Number(value.toFixed(3)))).toEqual([
      1, 1, 0.5, 0,
    ]);
  });
});

describe('the install icons', () => {
  it('are drawn at the size asked, in the operator colours only', () => {
    for (const size of [192, 512]) {
      const { png, at } = draw({ size, maskable: false, ...digi });
      expect([png.width, png.height]).toEqual([size, size]);
      // The rounded plate's corners are see-through, like the favicon's.
      expect(at(0, 0)[3]).toBe(0);
      expect(at(size - 1, size - 1)[3]).toBe(0);
      // The plate beside the T, and the T's stem (the favicon's x 16, y 18 of 32).
      expect(at(size / 8, size / 2)).toEqual([...rgb(digi.plate), 255]);
      expect(at(size / 2, (size * 18) / 32)).toEqual([...rgb(digi.mark), 255]);
      const [plate, mark] = [rgb(digi.plate), rgb(digi.mark)];
      const strays: string[] = [];
      for (let y = 0; y < size; y += 1) {
        for (let x = 0; x < size; x += 1) {
          const [red = 0, green = 0, blue = 0, alpha = 0] = at(x, y);
          const colour = [red, green, blue];
          // Only the plate's own edge is partly see-through; on it, the T's edge blends.
          const fits =
            alpha === 0 ||
            (alpha === 255
              ? isBlend(colour, plate, mark)
              : colour.every((channel, index) => channel === plate[index]));
          if (!fits) strays.push(`${x},${y}: ${[...colour, alpha].join()}`);
        }
      }
      expect(strays).toEqual([]);
    }
  });

  it('have a maskable one: solid to the edges, the T inside the safe zone', () => {
    const uMobile = { plate: operatorBrands[2].primary, mark: operatorBrands[2].primaryText };
    const size = 512;
    const { png, at } = draw({ size, maskable: true, ...uMobile });
    expect([png.width, png.height]).toEqual([size, size]);
    const plate = [...rgb(uMobile.plate), 255].join();
    let [markPixels, seeThrough, outside] = [0, 0, 0];
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const pixel = at(x, y);
        if (pixel[3] !== 255) seeThrough += 1;
        if (pixel.join() === plate) continue;
        const fromCentre = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2);
        if (fromCentre > (size * maskableSafeZone) / 2) outside += 1;
        else markPixels += 1;
      }
    }
    expect({ seeThrough, outside }).toEqual({ seeThrough: 0, outside: 0 });
    // The T at 80% of its favicon size: 78 of 32 × 32 units, times 0.64.
    expect(markPixels / (size * size)).toBeCloseTo((78 / 1024) * 0.64, 2);
    expect(at(size / 2, (size * 18) / 32)).toEqual([...rgb(uMobile.mark), 255]);
  });

  it('are small', () => {
    expect(renderIcon(favicon, { size: 512, maskable: false, ...digi }).length).toBeLessThan(8000);
    expect(renderIcon(favicon, { size: 512, maskable: true, ...digi }).length).toBeLessThan(4000);
  });
});
