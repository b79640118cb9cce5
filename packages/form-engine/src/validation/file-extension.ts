import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export interface FileExtensionOptions extends RuleOptions {
  /**
   * The allowed extensions, with or without a leading dot, in any case (`['jpg', '.PNG']`).
   * An empty list sets no restriction: it is how a field without custom file types is configured.
   */
  readonly allowed: readonly string[];
}

/** The extension of a file name, lower-cased, without the dot; '' when the name has none. */
export function fileExtensionOf(fileName: string): string {
  const baseName = fileName.replace(/^.*[\\/]/, '');
  const dot = baseName.lastIndexOf('.');
  return dot <= 0 || dot === baseName.length - 1 ? '' : baseName.slice(dot + 1).toLowerCase();
}

function normaliseExtension(extension: string): string {
  return extension.trim().replace(/^\./, '').toLowerCase();
}

/** Reads an owner's list such as `jpg|png`, `jpg, png` or `.jpg .png`. */
export function parseExtensionList(list: string): string[] {
  return list
    .split(/[\s|,;]+/)
    .map(normaliseExtension)
    .filter((extension) => extension !== '');
}

export function hasAllowedExtension(fileName: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const extension = fileExtensionOf(fileName);
  return extension !== '' && allowed.some((entry) => normaliseExtension(entry) === extension);
}

/**
 * VAL-039: the file's extension must be in the allowed list. A name without an extension never
 * matches a restricted list; an empty name (no file chosen) is left to the required rule.
 */
export function validateFileExtension(
  fileName: string,
  options: FileExtensionOptions,
): ValidationResult {
  if (fileName.trim() === '') return undefined;
  return hasAllowedExtension(fileName, options.allowed)
    ? undefined
    : resolveMessage('extension', options.messages);
}
