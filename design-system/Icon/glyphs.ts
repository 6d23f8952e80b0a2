import type { IconDefinition } from '@fortawesome/fontawesome-common-types';
import { faSquare as farSquare } from '@fortawesome/free-regular-svg-icons/faSquare';
import { faAngleDown } from '@fortawesome/free-solid-svg-icons/faAngleDown';
import { faAngleLeft } from '@fortawesome/free-solid-svg-icons/faAngleLeft';
import { faAngleRight } from '@fortawesome/free-solid-svg-icons/faAngleRight';
import { faAngleUp } from '@fortawesome/free-solid-svg-icons/faAngleUp';
import { faArrowsRotate } from '@fortawesome/free-solid-svg-icons/faArrowsRotate';
import { faArrowsUpDownLeftRight } from '@fortawesome/free-solid-svg-icons/faArrowsUpDownLeftRight';
import { faBan } from '@fortawesome/free-solid-svg-icons/faBan';
import { faBars } from '@fortawesome/free-solid-svg-icons/faBars';
import { faBell } from '@fortawesome/free-solid-svg-icons/faBell';
import { faCalendarDays } from '@fortawesome/free-solid-svg-icons/faCalendarDays';
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faCircleExclamation } from '@fortawesome/free-solid-svg-icons/faCircleExclamation';
import { faCircleInfo } from '@fortawesome/free-solid-svg-icons/faCircleInfo';
import { faDownload } from '@fortawesome/free-solid-svg-icons/faDownload';
import { faEye } from '@fortawesome/free-solid-svg-icons/faEye';
import { faEyeSlash } from '@fortawesome/free-solid-svg-icons/faEyeSlash';
import { faList } from '@fortawesome/free-solid-svg-icons/faList';
import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons/faPenToSquare';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faPrint } from '@fortawesome/free-solid-svg-icons/faPrint';
import { faSignal } from '@fortawesome/free-solid-svg-icons/faSignal';
import { faSort } from '@fortawesome/free-solid-svg-icons/faSort';
import { faTrash } from '@fortawesome/free-solid-svg-icons/faTrash';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons/faTriangleExclamation';
import { faWifi } from '@fortawesome/free-solid-svg-icons/faWifi';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';

/**
 * The glyphs the kit's own components draw, under their stored Font Awesome 4 names (without
 * `fa-`). A small set, so a screen that draws no menu icons never downloads the menu catalogue.
 */
export const glyphs = {
  'angle-down': faAngleDown,
  'angle-left': faAngleLeft,
  'angle-right': faAngleRight,
  'angle-up': faAngleUp,
  arrows: faArrowsUpDownLeftRight,
  ban: faBan,
  bars: faBars,
  bell: faBell,
  calendar: faCalendarDays,
  check: faCheck,
  'check-circle': faCircleCheck,
  download: faDownload,
  edit: faPenToSquare,
  'exclamation-circle': faCircleExclamation,
  'exclamation-triangle': faTriangleExclamation,
  eye: faEye,
  'eye-slash': faEyeSlash,
  'info-circle': faCircleInfo,
  list: faList,
  plus: faPlus,
  print: faPrint,
  refresh: faArrowsRotate,
  search: faMagnifyingGlass,
  signal: faSignal,
  sort: faSort,
  times: faXmark,
  trash: faTrash,
  wifi: faWifi,
} as const satisfies Record<string, IconDefinition>;

/** A glyph's name, bare or with its `fa-` prefix. */
export type GlyphName = keyof typeof glyphs | `fa-${keyof typeof glyphs}`;

/** The neutral icon drawn for a stored name the catalogue does not know. */
export const fallbackIcon: IconDefinition = farSquare;
