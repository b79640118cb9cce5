import { selectMenuOptions } from '@atelier/theme/select-menu';
import { useRef } from 'react';
import { ISLAND_PROPS, useIslandLive } from '~/shared/ui/island';
import { useNavigate } from 'react-router';
import { MAIN_MENU } from './main-navigation';
import { GO_PATH } from './go-path';

const OPTIONS = selectMenuOptions(MAIN_MENU);

/**
 * The small select menu (NAV-016, NAV-017): the main menu's tree as one `<select>`, a dash per
 * level (DEC-19), that goes to the chosen page on change. Without scripts its "Go" button
 * submits it to `/go/`, which redirects only to the menu's own addresses.
 *
 * A choice made in the list (pointer, touch, or the keyboard's open list committed with Enter)
 * goes at once. On a closed select, Chromium and Firefox change the value on each arrow or
 * letter key: going there would take a keyboard visitor to the first page they pass, never to
 * the one they want (WCAG 3.2.2). Such a change waits; Enter goes, and so does "Go".
 */
export function SelectMenu() {
  const navigate = useNavigate();
  // Set by a key pressed on the closed select; the change it causes comes in the same task.
  const keyed = useRef(false);
  // An island (its code comes after the first load): until it is live a choice waits for "Go",
  // which `/go/` answers.
  const formRef = useRef<HTMLFormElement>(null);
  useIslandLive(formRef);
  const go = (to: string) => {
    if (to) void navigate(to);
  };
  return (
    <form
      ref={formRef}
      {...ISLAND_PROPS}
      className="select-menu"
      action={GO_PATH}
      method="get"
      onSubmit={(event) => {
        // Live, "Go" stays in the app; without scripts the form asks `/go/` for the redirect.
        event.preventDefault();
        go(new FormData(event.currentTarget).get('to')?.toString() ?? '');
      }}
    >
      <label htmlFor="select-menu" className="select-menu__label">
        Go to a page
      </label>
      <select
        id="select-menu"
        name="to"
        className="select"
        defaultValue=""
        // "Go" with no choice asks for one rather than sending an empty one to `/go/` (400).
        required
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            go(event.currentTarget.value);
            return;
          }
          keyed.current = true;
          setTimeout(() => (keyed.current = false), 0);
        }}
        onChange={(event) => {
          if (!keyed.current) go(event.target.value);
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
