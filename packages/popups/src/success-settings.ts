/**
 * POP-010…012: what a popup form's success does next, as the original's `PUM_Forms.success`:
 * set the popup's cookie, close the popup after `closedelay` seconds when `closepopup` is set,
 * then open `openpopup_id` when `openpopup` is set (and that popup exists), else redirect.
 */
export interface SuccessSettings {
  openpopup: boolean;
  openpopup_id: number;
  closepopup: boolean;
  /** As configured: seconds, or milliseconds when written with three or more digits (POP-011). */
  closedelay: number;
}

export const DEFAULT_SUCCESS_SETTINGS: SuccessSettings = {
  openpopup: false,
  openpopup_id: 0,
  closepopup: false,
  closedelay: 0,
};

/**
 * POP-011: a closedelay written with three or more digits is milliseconds (the original tests the
 * length of the number as text); the result is seconds. Negative or non-finite values are 0.
 */
export function closeDelaySeconds(closedelay: number): number {
  if (!Number.isFinite(closedelay) || closedelay <= 0) return 0;
  const digits = String(closedelay).replace(/[^0-9]/g, '').length;
  return digits >= 3 ? closedelay / 1000 : closedelay;
}

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
};

const asBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true' || value === 'yes') return true;
  if (value === 0 || value === '0' || value === 'false' || value === '' || value === 'no')
    return false;
  return undefined;
};

/**
 * Merges success settings as the original does (`$.extend` of the defaults, the form's
 * `data-settings`, then the answer's data): later sources win, values it cannot read as their
 * type are ignored rather than trusted.
 */
export function mergeSuccessSettings(
  ...sources: readonly (Readonly<Record<string, unknown>> | undefined | null)[]
): SuccessSettings {
  const merged = { ...DEFAULT_SUCCESS_SETTINGS };
  for (const source of sources) {
    if (!source) continue;
    const openpopup = asBoolean(source['openpopup']);
    const closepopup = asBoolean(source['closepopup']);
    const openpopupId = asNumber(source['openpopup_id']);
    const closedelay = asNumber(source['closedelay']);
    if (openpopup !== undefined) merged.openpopup = openpopup;
    if (closepopup !== undefined) merged.closepopup = closepopup;
    if (openpopupId !== undefined && openpopupId >= 0)
      merged.openpopup_id = Math.trunc(openpopupId);
    if (closedelay !== undefined && closedelay >= 0) merged.closedelay = closedelay;
  }
  return merged;
}

/** The steps the runtime takes after a success, in order. */
export interface SuccessPlan {
  /** Close the form's popup after this many milliseconds; undefined: leave it open. */
  closeAfterMs?: number;
  /** Then open this popup (after the close, when there is one). */
  openPopupId?: number;
  /** Then go there (only when no popup is opened). */
  redirect?: string;
}

export function successPlan(
  settings: SuccessSettings,
  options: { inPopup: boolean; popupExists(id: number): boolean; redirect?: string },
): SuccessPlan {
  const plan: SuccessPlan = {};
  if (options.inPopup && settings.closepopup)
    plan.closeAfterMs = Math.round(closeDelaySeconds(settings.closedelay) * 1000);
  if (
    settings.openpopup &&
    settings.openpopup_id > 0 &&
    options.popupExists(settings.openpopup_id)
  ) {
    plan.openPopupId = settings.openpopup_id;
  } else if (options.redirect) {
    plan.redirect = options.redirect;
  }
  return plan;
}
