import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { formGraphOf, repeatedFieldOf } from '@atelier/form-engine/state/form-graph';
import { messageSourceOf } from '@atelier/form-engine/validation/field-rules';
import type { MessageSource } from '@atelier/form-engine/validation/messages';

// An upload field's limits, read from a form definition. Below the upload service and the
// submitted-uploads step, which both need them.

/** The most any field may accept: size_bytes is a 32-bit column, and nothing here needs more. */
export const MAX_UPLOAD_BYTES = 1024 ** 3;
/** A field without max_file_size accepts files up to this size. */
export const DEFAULT_UPLOAD_BYTES = 32 * 1024 ** 2;
/** A multiple upload field without max_files accepts this many files. */
export const DEFAULT_MAX_FILES = 100;
/** ERR-010: the text for an empty file input. */
export const NO_FILE_CHOSEN = 'No file chosen';

export type UploadField = FieldOf<'upload'>;

/** An upload field's limits, as configured, with the site's own bounds where none is set. */
export interface UploadRules {
  readonly maxBytes: number;
  readonly maxFiles: number;
  readonly allowedExtensions: readonly string[];
  readonly messages: MessageSource;
}

/** The upload field a submitted key or upload call names: the field itself or a copy of it. */
export function uploadFieldAt(definition: FormDefinition, key: string): UploadField | undefined {
  const graph = formGraphOf(definition);
  const node = graph.nodes[graph.indexOf.get(key) ?? -1] ?? repeatedFieldOf(graph, key);
  return node?.field.type === 'upload' ? node.field : undefined;
}

export function uploadRulesOf(definition: FormDefinition, field: UploadField): UploadRules {
  return {
    maxBytes: Math.min(field.max_file_size ?? DEFAULT_UPLOAD_BYTES, MAX_UPLOAD_BYTES),
    maxFiles: field.multiple ? (field.max_files ?? DEFAULT_MAX_FILES) : 1,
    allowedExtensions: field.file_types.map((extension) => extension.toLowerCase()),
    messages: messageSourceOf(definition, field),
  };
}
