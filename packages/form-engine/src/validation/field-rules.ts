import type { FormDefinition } from '../schema/definition';
import type { FieldDefinition } from '../schema/fields';
import type { FieldRuleSettings } from '../schema/rules';
import type { MessageSource } from './messages';

/**
 * The generic rules a field's own options switch on, named as `settings.rules` names them:
 * required (VAL-020); trim on required text and email (VAL-032); a text limit as maxlength or
 * maxwords (VAL-012, VAL-030); the email check unless switched off (VAL-005); url (VAL-006);
 * number format, min, max and step for number and currency (VAL-009, VAL-016…VAL-018); number,
 * range and step for sliders (FORM-012, VAL-015, VAL-018).
 */
export function rulesFromOptions(field: FieldDefinition): FieldRuleSettings {
  const required = 'required' in field && field.required;
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const limit =
        field.limit === undefined
          ? {}
          : field.limit_type === 'words'
            ? { maxwords: field.limit }
            : { maxlength: field.limit };
      return { required, trim: required, ...limit };
    }
    case 'email':
      return { required, trim: required, email: field.validation };
    case 'url':
      return { required, url: true };
    case 'number':
    case 'currency':
      return { required, number: true, min: field.min, max: field.max, step: field.step };
    case 'slider':
      return { required, number: true, range: [field.min, field.max], step: field.step };
    default:
      return { required };
  }
}

/**
 * VAL-002: the rules a field is validated with: its options' rules, overridden rule by rule by
 * the form's `settings.rules` for it. The override is applied on the server as in the browser,
 * whether or not inline validation is on: inline validation decides when the visitor is told,
 * not what is valid.
 */
export function effectiveRules(
  field: FieldDefinition,
  settings: FieldRuleSettings | undefined,
): FieldRuleSettings {
  return { ...rulesFromOptions(field), ...settings };
}

/** VAL-001, VAL-002: where a field's messages come from: its own, then the form's for it. */
export function messageSourceOf(definition: FormDefinition, field: FieldDefinition): MessageSource {
  return {
    field: 'messages' in field ? field.messages : undefined,
    form: definition.settings.messages[field.id],
  };
}
