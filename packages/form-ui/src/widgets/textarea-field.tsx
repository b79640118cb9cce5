import { FieldFrame } from '../field-frame';
import type { FieldProps } from '../field-props';
import { textControl } from '../text-control';
import { blockWordAtLimit, Counter, counterOptions } from './counter';

/** Multi-line text with an optional character or word counter; Enter adds a line (FORM-027). */
export function TextareaField(props: FieldProps<'textarea'>) {
  const { ids, value, frame, attributes } = textControl(props);
  const counter = counterOptions(props.field);
  return (
    <FieldFrame {...frame} after={counter && <Counter ids={ids} value={value} options={counter} />}>
      <textarea
        className="fui-input fui-input--multiline"
        {...attributes(counter ? [ids.counter] : [])}
        rows={5}
        onKeyDown={(event) => blockWordAtLimit(event, value, counter)}
        onBlur={props.onBlur}
      />
    </FieldFrame>
  );
}
