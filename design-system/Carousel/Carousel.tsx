import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CarouselProps {
  /** The slides, in order. */
  slides: readonly ReactNode[];
  /** Accessible name of the carousel, e.g. 'Offers'. */
  label: string;
  /** Slides visible at once: 1 for the banner slider, 2 for the free-service carousel. */
  slidesPerView?: number;
  /** Scroll speed in ms (approximate: embla's scroll is physics-based; 1000 ms ≈ duration 25). */
  speed?: number;
  /** Time between automatic moves in ms. */
  delay?: number;
  /** Moves on by itself every `delay` ms; it pauses while hovered or focused. */
  autoplay?: boolean;
  /** Wraps from the last slide to the first. */
  loop?: boolean;
  /** Called with the new slide index (from 0) whenever the carousel moves. */
  onSlideChange?: (index: number) => void;
  /** Dot texts, for translation: the name of the dot for slide `n` (from 1). */
  dotLabel?: (n: number) => string;
  /** Name of the button that stops the autoplay, for translation. */
  pauseLabel?: string;
  /** Name of the button that starts the autoplay again, for translation. */
  playLabel?: string;
}

const Root = styled.section`
  position: relative;
`;

const Viewport = styled.div`
  overflow: hidden;
  touch-action: pan-y pinch-zoom;
`;

const Track = styled.div`
  display: flex;
  margin-left: calc(-1 * var(--tck-space-3));
`;

const Slide = styled.div`
  flex: 0 0 calc(100% / var(--carousel-per-view, 1));
  min-width: 0;
  padding-left: var(--tck-space-3);
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--tck-color-text-muted);
  cursor: pointer;
`;

const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border: 2px solid var(--tck-color-text-muted);
    border-radius: var(--tck-radius-pill);
    transition: background-color var(--tck-motion-fast) var(--tck-motion-easing);
  }
  &[aria-current='true']::before {
    border-color: var(--tck-color-primary);
    background: var(--tck-color-primary);
  }
`;

const noop = () => undefined;

/**
 * embla on a viewport element, made again when its options change (the core alone: the React
 * wrapper's deep option compare is more than the carousel's few flat options need).
 */
function useEmbla(options: EmblaOptionsType) {
  const [api, setApi] = useState<EmblaCarouselType>();
  const { loop, align, duration } = options;
  // A ref callback with its cleanup: the carousel lives as long as its viewport element.
  const viewportRef = useCallback(
    (viewport: HTMLElement | null) => {
      if (viewport === null) return;
      let instance: EmblaCarouselType | undefined;
      let removed = false;
      // The page draws the first slides in place; embla (about 6 kB) is fetched after it and
      // measures every slide as it starts, so neither holds up the first screen. Until then the
      // slides show as drawn, and the dots wait for it.
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (removed) return;
        instance = EmblaCarousel(viewport, { loop, align, duration });
        setApi(instance);
      });
      return () => {
        removed = true;
        instance?.destroy();
        setApi(undefined);
      };
    },
    [loop, align, duration],
  );
  return [viewportRef, api] as const;
}

const motionQuery = () =>
  typeof window === 'undefined' ? undefined : window.matchMedia('(prefers-reduced-motion: reduce)');

function subscribeToMotion(notify: () => void) {
  const query = motionQuery();
  query?.addEventListener('change', notify);
  return () => query?.removeEventListener('change', notify);
}

/** Whether the user asked for less motion (then the slides do not move by themselves). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

const PauseIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M4 3h3v10H4zm5 0h3v10H9z" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
  </svg>
);

/**
 * A swipeable slider on embla-carousel: dots to jump to a slide, several slides per view, and an
 * optional autoplay that pauses while the user hovers or focuses it, that a button stops and
 * starts (WCAG 2.2.2), and that stays off when the user prefers reduced motion.
 */
export function Carousel({
  slides,
  label,
  slidesPerView = 1,
  speed = 1000,
  delay = 3000,
  autoplay = true,
  loop = true,
  onSlideChange,
  dotLabel = (n) => `Go to slide ${n}`,
  pauseLabel = 'Pause the slides',
  playLabel = 'Play the slides',
}: CarouselProps) {
  const [viewportRef, api] = useEmbla({
    loop,
    align: 'start',
    duration: Math.max(10, Math.round(speed / 40)),
  });
  const [paused, setPaused] = useState(false);
  // The user's own choice, once made, wins over the reduced-motion preference.
  const [stopped, setStopped] = useState<boolean | undefined>(undefined);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = autoplay && !(stopped ?? reducedMotion);

  const subscribe = useCallback(
    (notify: () => void) => {
      if (!api) return noop;
      api.on('select', notify).on('reInit', notify);
      return () => {
        api.off('select', notify).off('reInit', notify);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(subscribe, () => api?.selectedScrollSnap() ?? 0);
  // Until embla has started, the dots it will show are counted from the slides, so the row of
  // controls holds its place and nothing below moves when embla takes over.
  const expectedSnaps =
    slides.length <= slidesPerView ? 1 : loop ? slides.length : slides.length - slidesPerView + 1;
  const snapCount = useSyncExternalStore(
    subscribe,
    () => api?.scrollSnapList().length ?? expectedSnaps,
  );

  useEffect(() => {
    if (!api || !onSlideChange) return;
    const report = () => onSlideChange(api.selectedScrollSnap());
    api.on('select', report);
    return () => {
      api.off('select', report);
    };
  }, [api, onSlideChange]);

  useEffect(() => {
    if (!api || !rotating || paused) return;
    const timer = setInterval(() => {
      // Visitors who ask for reduced motion get a jump to the next slide instead of a slide.
      if (api.canScrollNext()) api.scrollNext(reducedMotion);
      else api.scrollTo(0, reducedMotion);
    }, delay);
    return () => clearInterval(timer);
  }, [api, rotating, paused, delay, reducedMotion]);

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      data-component="Carousel"
      style={{ '--carousel-per-view': slidesPerView }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <Viewport ref={viewportRef}>
        {/* Moving slides are not announced; a slide the user picks is. */}
        <Track aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <Slide
              // Slides are positional content without ids; the order is the identity.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {snapCount > 1 ? (
        <Controls>
          {autoplay ? (
            <Toggle
              type="button"
              aria-label={rotating ? pauseLabel : playLabel}
              onClick={() => setStopped(rotating)}
            >
              {rotating ? <PauseIcon /> : <PlayIcon />}
            </Toggle>
          ) : null}
          {Array.from({ length: snapCount }, (_, index) => (
            <Dot
              key={index}
              type="button"
              aria-label={dotLabel(index + 1)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(index, reducedMotion)}
            />
          ))}
        </Controls>
      ) : null}
    </Root>
  );
}
