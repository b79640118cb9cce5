/**
 * POP-018: what the original reports with `console.warn` instead of failing. The rules answer
 * warnings as values; the browser runtime logs them and carries on (a popup with an unknown
 * trigger still opens by its other triggers).
 */
export type PopupWarningKind = 'animation' | 'trigger' | 'cookie' | 'condition' | 'sound';

export interface PopupWarning {
  popupId: number;
  kind: PopupWarningKind;
  /** The unknown type as configured (or the sound's address). */
  type: string;
  message: string;
}

const NOUNS: Record<PopupWarningKind, string> = {
  animation: 'Animation',
  trigger: 'Trigger',
  cookie: 'Cookie',
  condition: 'Condition',
  sound: 'Sound',
};

export function popupWarning(popupId: number, kind: PopupWarningKind, type: string): PopupWarning {
  const message =
    kind === 'sound'
      ? `Popup ${popupId}: the sound ${type} could not be played.`
      : `Popup ${popupId}: ${NOUNS[kind]} type "${type}" does not exist and is ignored.`;
  return { popupId, kind, type, message };
}
