import { POPUP_DEFAULTS } from './popup-constants';
import { popupWarning, type PopupWarning } from './popup-warnings';

/**
 * Animation, size and position (POP-002, POP-019) as the runtime's CSS needs them. The names are
 * the original's; an unknown animation is reported (POP-018) and the popup shows without one.
 */
export const POPUP_ANIMATION_TYPES = [
  'none',
  'fade',
  'slide',
  'fadeAndSlide',
  'grow',
  'growAndSlide',
] as const;
export type PopupAnimationType = (typeof POPUP_ANIMATION_TYPES)[number];

export function popupAnimation(
  popupId: number,
  type: string,
  speedMs: number | undefined,
): { type: PopupAnimationType; speedMs: number; warnings: PopupWarning[] } {
  const speed =
    speedMs !== undefined && Number.isFinite(speedMs) && speedMs >= 0
      ? speedMs
      : POPUP_DEFAULTS.animationSpeed;
  if ((POPUP_ANIMATION_TYPES as readonly string[]).includes(type))
    return { type: type as PopupAnimationType, speedMs: speed, warnings: [] };
  return { type: 'none', speedMs: speed, warnings: [popupWarning(popupId, 'animation', type)] };
}

/** The original's responsive sizes, as a share of the viewport's width. */
export const POPUP_SIZE_WIDTHS = {
  nano: '10%',
  micro: '20%',
  tiny: '30%',
  small: '40%',
  medium: '60%',
  normal: '70%',
  large: '80%',
  xlarge: '95%',
} as const;
export type PopupSize = keyof typeof POPUP_SIZE_WIDTHS | 'auto' | 'custom';

export interface PopupBox {
  width?: string;
  height?: string;
  minWidth: string;
  maxWidth: string;
}

export function popupBox(settings: {
  size: PopupSize;
  custom_width?: string;
  custom_height?: string;
  responsive_min_width?: string;
  responsive_max_width?: string;
}): PopupBox {
  const minWidth = settings.responsive_min_width || POPUP_DEFAULTS.responsiveMinWidth;
  const maxWidth = settings.responsive_max_width || POPUP_DEFAULTS.responsiveMaxWidth;
  if (settings.size === 'custom')
    return {
      width: settings.custom_width || POPUP_DEFAULTS.customWidth,
      height: settings.custom_height || POPUP_DEFAULTS.customHeight,
      minWidth: '0',
      maxWidth: '100%',
    };
  if (settings.size === 'auto') return { minWidth, maxWidth };
  return { width: POPUP_SIZE_WIDTHS[settings.size], minWidth, maxWidth };
}

/** Where the popup sits: `location` is the original's ('center', 'center top', 'left bottom'…). */
export interface PopupPlacement {
  horizontal: 'left' | 'center' | 'right';
  vertical: 'top' | 'center' | 'bottom';
}

export function popupPlacement(location: string): PopupPlacement {
  const words = location.toLowerCase().split(/\s+/);
  const horizontal = words.includes('left') ? 'left' : words.includes('right') ? 'right' : 'center';
  const vertical = words.includes('top') ? 'top' : words.includes('bottom') ? 'bottom' : 'center';
  return { horizontal, vertical };
}
