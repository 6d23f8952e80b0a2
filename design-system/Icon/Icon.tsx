import type { SVGAttributes } from 'react';
import styled from 'styled-components';
import { glyphs, type GlyphName } from './glyphs';
import { resolveIcon, type IconMap } from './model';

/** How large an icon is drawn; without a size it follows the surrounding text. */
export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

/** What every icon takes besides its name. */
export interface IconDrawingProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  /** What the icon means, when it carries meaning on its own; omit for decorative icons. */
  label?: string;
  /** Drawn size; omit to follow the font size. */
  size?: IconSize;
  /** Gives every icon the same width, so icons in a list line up. */
  fixedWidth?: boolean;
}

const Svg = styled.svg`
  display: inline-block;
  flex: none;
  height: 1em;
  width: auto;
  overflow: visible;
  vertical-align: -0.125em;

  &[data-fixed-width='true'] {
    width: 1.25em;
  }
  &[data-size='sm'] {
    font-size: var(--tck-font-size-sm);
  }
  &[data-size='md'] {
    font-size: var(--tck-font-size-md);
  }
  &[data-size='lg'] {
    font-size: var(--tck-font-size-xl);
  }
  &[data-size='xl'] {
    font-size: var(--tck-font-size-xxl);
  }
`;

export interface IconProps extends IconDrawingProps {
  /** One of the kit's glyphs by its Font Awesome 4 name: 'fa-edit', 'edit'. */
  name: GlyphName;
}

/** Draws the icon a map holds for a stored name; unknown names draw a neutral square. */
export function IconFrom({
  map,
  name,
  label,
  size,
  fixedWidth = false,
  ...rest
}: IconDrawingProps & { map: IconMap; name: string }) {
  const { definition, known } = resolveIcon(name, map);
  const [width, height, , , pathData] = definition.icon;
  const paths = typeof pathData === 'string' ? [pathData] : pathData;
  const a11y =
    label === undefined
      ? { 'aria-hidden': true as const }
      : { role: 'img' as const, 'aria-label': label };
  return (
    <Svg
      data-component="Icon"
      data-icon={known ? definition.iconName : undefined}
      data-fallback={known ? undefined : true}
      data-size={size}
      data-fixed-width={fixedWidth}
      viewBox={`0 0 ${width} ${height}`}
      fill="currentColor"
      focusable="false"
      {...a11y}
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </Svg>
  );
}

/** One of the kit's glyphs (a small set: screens that draw no menu icons stay light). */
export function Icon({ name, ...rest }: IconProps) {
  return <IconFrom map={glyphs} name={name} {...rest} />;
}
