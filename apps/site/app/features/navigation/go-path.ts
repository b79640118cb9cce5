/** The select menu's redirect for a page without scripts: `/go/?to=<a menu address>`. */
export const GO_PATH = '/go/';
