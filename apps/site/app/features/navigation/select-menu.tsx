import { selectMenuOptions } from '@atelier/theme/select-menu';
import { useNavigate } from 'react-router';
import { MAIN_MENU } from './main-navigation';
import { GO_PATH } from './go-path';

const OPTIONS = selectMenuOptions(MAIN_MENU);

/**
 * The small select menu (NAV-016, NAV-017): the main menu's tree as one `<select>`, a dash per
 * level (DEC-19), that goes to the chosen page on change. Without scripts its "Go" button
 * submits it to `/go/`, which redirects only to the menu's own addresses.
 */
export function SelectMenu() {
  const navigate = useNavigate();
  return (
    <form className="select-menu" action={GO_PATH} method="get">
      <label htmlFor="select-menu" className="select-menu__label">
        Go to a page
      </label>
      <select
        id="select-menu"
        name="to"
        className="select"
        defaultValue=""
        onChange={(event) => {
          if (event.target.value) void navigate(event.target.value);
        }}
      >
        <option value="" disabled>
          Choose a page…
        </option>
        {OPTIONS.map((option, index) => (
          // A parent and its first page may share an address: the position keeps keys apart.
          <option key={`${index}-${option.value}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--ghost">
        Go
      </button>
    </form>
  );
}
