/**
 * The browser command behind a story's picture (tests/setup/storyPicture.ts): it shoots the
 * story's frame and compares the shot with the story's baseline.
 *
 * Why not `toMatchScreenshot`: that shoots the frame's root element (Playwright waits for it to
 * be stable and scrolls it into view first) and decodes both pictures in the test runner's one
 * Node thread before comparing them, about 0.3 s a story on a 2-core machine. This clips the
 * page's shot to the frame, which is what the element shot shows, and compares the encoded
 * bytes first: Chromium encodes the same pixels the same way, so a picture that did not change
 * is a plain byte comparison. Only a shot whose bytes differ is decoded and compared pixel by
 * pixel, as strictly as before.
 */
import { diff } from '@blazediff/core';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';

/** Where a story's baseline lies, and where a failed comparison leaves its pictures. */
const baselineFolder = path.resolve(import.meta.dirname, '../visual/__screenshots__');
const failureFolder = path.resolve(import.meta.dirname, '../../test-results/visual');

/** A per-pixel colour tolerance for anti-aliasing noise; no pixel may differ beyond it. */
const colourThreshold = 0.01;

/** How long the frame may keep changing before its picture counts as unstable. */
const stableWithinMs = 5000;

/** Where the story's frame lies on the runner's page, in CSS pixels. */
export interface FrameBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the story test learns of its picture. */
export interface PictureOutcome {
  /** Whether the picture matches its baseline (or has just been written as one). */
  pass: boolean;
  /** Why it does not, with where its pictures were left. */
  message?: string;
  /** Whether it failed by differing from its baseline (a frame of the wrong height may). */
  differs?: boolean;
  /** Whether it has just been written as the baseline (`--update`). */
  written?: boolean;
}

/** A shot compared with its decoded baseline, pixel by pixel. */
interface Comparison {
  /** The shot, decoded. */
  shot: PNG;
  /** The differing pixels drawn, when both pictures have one size. */
  output?: Uint8Array;
  /** How many pixels differ beyond the tolerance; undefined when the sizes differ. */
  mismatch?: number;
}

/** Decodes a shot and counts its pixels that differ from the decoded baseline. */
function compare(expected: PNG, actual: Buffer): Comparison {
  const shot = PNG.sync.read(actual);
  if (expected.width !== shot.width || expected.height !== shot.height) return { shot };
  const output = new Uint8Array(expected.data.length);
  const mismatch = diff(expected.data, shot.data, output, expected.width, expected.height, {
    threshold: colourThreshold,
  });
  return { shot, output, mismatch };
}

async function writePicture(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/**
 * Shoots the story's frame (at `box`, which the page measures: asking Playwright for the frame
 * element's box costs a round trip per story) and compares it with `baseline` (a path under the baselines'
 * folder, without `.png`). With `--update` a picture that differs becomes the baseline; without
 * it, a missing baseline fails the test (in CI) or is written for review (locally), as Vitest's
 * snapshot rules have it.
 */
export const matchStoryPicture: BrowserCommand<
  [baseline: string, box: FrameBox],
  PictureOutcome
> = async (context, baseline, box) => {
  const shoot = () =>
    context.page.screenshot({ clip: box, animations: 'disabled', caret: 'hide', scale: 'css' });
  const referenceFile = path.join(baselineFolder, `${baseline}.png`);
  const reference = await readFile(referenceFile).catch(() => null);
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  let actual = await shoot();
  if (reference?.equals(actual)) return { pass: true };
  // About one first shot in ten differs from its baseline by anti-aliasing noise alone (a few
  // edge pixels, 1–4 levels): within the tolerance, it passes as it is, without a second shot.
  const expected = reference === null ? undefined : PNG.sync.read(reference);
  if (expected !== undefined && update !== 'all' && compare(expected, actual).mismatch === 0) {
    return { pass: true };
  }

  // The frame may still be changing: shoot until two shots in a row are the same.
  const deadline = Date.now() + stableWithinMs;
  for (let previous = actual; ; previous = actual) {
    actual = await shoot();
    if (actual.equals(previous)) break;
    if (Date.now() > deadline) {
      return {
        pass: false,
        message: `Could not take a stable picture within ${stableWithinMs} ms.`,
      };
    }
  }

  if (reference === null || expected === undefined) {
    if (update === 'none') {
      return {
        pass: false,
        message: `No baseline ${path.relative(process.cwd(), referenceFile)}.`,
      };
    }
    await writePicture(referenceFile, actual);
    return update === 'all'
      ? { pass: true, written: true }
      : { pass: false, message: `A new baseline was written: review ${baseline}.png.` };
  }
  if (reference.equals(actual)) return { pass: true };
  if (update === 'all') {
    // Rewritten even when the difference is within the tolerance, so the next run's comparison
    // of this picture is one of bytes.
    await writePicture(referenceFile, actual);
    return { pass: true, written: true };
  }

  const { shot, output, mismatch } = compare(expected, actual);
  if (mismatch === 0) return { pass: true };

  const failed = (suffix: string) => path.join(failureFolder, `${baseline}-${suffix}.png`);
  await writePicture(failed('actual'), actual);
  await writePicture(failed('reference'), reference);
  if (output !== undefined) {
    const diffPicture = new PNG({ width: expected.width, height: expected.height });
    diffPicture.data = Buffer.from(output);
    await writePicture(failed('diff'), PNG.sync.write(diffPicture));
  }
  const what =
    mismatch === undefined
      ? `The picture is ${shot.width}×${shot.height}px; its baseline is ${expected.width}×${expected.height}px.`
      : `${mismatch} pixels differ from the baseline.`;
  return {
    pass: false,
    differs: true,
    message: `${what} See ${path.relative(process.cwd(), failed('actual'))} and its -diff.png.`,
  };
};
