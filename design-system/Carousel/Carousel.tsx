import useEmblaCarousel from 'embla-carousel-react';
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
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return window.matchMedia(reducedMotionQuery).matches;
}

function subscribeReducedMotion(notify: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', notify);
  return () => {
    query.removeEventListener('change', notify);
  };
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

const Dots = styled.div`
  display: flex;
  justify-content: center;
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
 * A swipeable slider on embla-carousel: dots to jump to a slide, optional autoplay that pauses
 * while the user hovers or focuses it, several slides per view.
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
}: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({
    loop,
    align: 'start',
    duration: Math.max(10, Math.round(speed / 40)),
  });
  const [paused, setPaused] = useState(false);
  // Visitors who ask for reduced motion get a jump to the next slide instead of a slide.
  const jump = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);

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
  const snapCount = useSyncExternalStore(subscribe, () => api?.scrollSnapList().length ?? 0);

  useEffect(() => {
    if (!api || !onSlideChange) return;
    const report = () => onSlideChange(api.selectedScrollSnap());
    api.on('select', report);
    return () => {
      api.off('select', report);
    };
  }, [api, onSlideChange]);

  useEffect(() => {
    if (!api || !autoplay || paused) return;
    const timer = setInterval(() => {
      if (api.canScrollNext()) api.scrollNext(jump);
      else api.scrollTo(0, jump);
    }, delay);
    return () => clearInterval(timer);
  }, [api, autoplay, paused, delay, jump]);

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
        <Track>
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
        <Dots>
          {Array.from({ length: snapCount }, (_, index) => (
            <Dot
              key={index}
              type="button"
              aria-label={dotLabel(index + 1)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(index, jump)}
            />
          ))}
        </Dots>
      ) : null}
    </Root>
  );
}
