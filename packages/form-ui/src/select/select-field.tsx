import { useHydrated } from '../interaction';
import { NativeSelect } from './native-select';
import { SearchableSelect, type SearchableSelectProps } from './searchable-select';

/**
 * FORM-011, FORM-013…FORM-016: a select dropdown, with search when the field asks for it. The
 * searchable one starts as the native select (server paint, hydration) and becomes the combobox
 * once JavaScript runs.
 */
export function SelectField(props: SearchableSelectProps) {
  const hydrated = useHydrated();
  if (!props.field.search || !hydrated) {
    const { optionSource: _unused, ...nativeProps } = props;
    return <NativeSelect {...nativeProps} />;
  }
  return <SearchableSelect {...props} />;
}
