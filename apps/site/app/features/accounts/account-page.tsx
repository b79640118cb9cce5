import { formatMoney } from '@atelier/shop/money';
import { Form, Link } from 'react-router';
import { formatLongDate } from '~/shared/format';
import { AccountNotice, NewPasswordField, TextField } from './account-forms';
import { ACCOUNT_PATHS, type AccountActionData } from './account-paths';

export interface AccountOverview {
  email: string;
  memberSince: string;
  orders: {
    id: number;
    number: string;
    orderKey: string;
    status: string;
    totalCents: number;
    currency: string;
    createdAt: string;
  }[];
  twoFactorOn: boolean;
  recoveryCodesLeft: number;
  guestOrders: number;
}

const STATUS_LABELS: Record<string, string> = {
  'on-hold': 'On hold',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

function Nonce({ nonce }: { nonce: string }) {
  return <input type="hidden" name="_wpnonce" value={nonce} />;
}

/** The outcome of one of this page's forms, shown in that form's section. */
function outcomeFor(actionData: AccountActionData | undefined, ...intents: string[]) {
  return actionData && intents.includes(actionData.intent) ? actionData : undefined;
}

/** A form's outcome as a notice: an error, or a success (set-up and new codes are successes). */
function OutcomeNotice({ outcome }: { outcome: AccountActionData | undefined }) {
  if (!outcome) return null;
  return (
    <AccountNotice
      kind={outcome.kind === 'error' ? 'error' : 'success'}
      message={outcome.message}
    />
  );
}

function RecoveryCodes({ outcome }: { outcome: AccountActionData }) {
  return (
    <div className="account-codes" role="status">
      <p>{outcome.message}</p>
      <ol className="account-codes__list">
        {(outcome.recoveryCodes ?? []).map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}

function TwoFactorSection({
  account,
  nonce,
  actionData,
}: {
  account: AccountOverview;
  nonce: string;
  actionData: AccountActionData | undefined;
}) {
  const outcome = outcomeFor(
    actionData,
    'totp-start',
    'totp-confirm',
    'totp-disable',
    'recovery-regenerate',
  );
  if (outcome?.kind === 'codes') return <RecoveryCodes outcome={outcome} />;
  if (outcome?.kind === 'setup' && outcome.setup) {
    const { setup } = outcome;
    return (
      <div className="account-setup">
        <AccountNotice kind="error" message={outcome.message} />
        <p>
          Scan this code with an authenticator app (such as Aegis, Google Authenticator or
          1Password), or type the key below into it. Then enter the six-digit code it shows.
        </p>
        <figure className="account-setup__qr">
          {/* SVG made on the server by the qrcode library from the otpauth address: no visitor text. */}
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
        </figure>
        <dl className="account-setup__manual">
          <dt>Key</dt>
          <dd>
            <code>{setup.secret}</code>
          </dd>
          <dt>Address for apps that take one</dt>
          <dd>
            <code className="account-setup__uri">{setup.uri}</code>
          </dd>
        </dl>
        <Form method="post" className="account-form">
          <Nonce nonce={nonce} />
          <TextField
            id="totp-confirm-code"
            name="code"
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          <p className="button-row">
            <button className="button" type="submit" name="intent" value="totp-confirm">
              Turn two-factor login on
            </button>
          </p>
        </Form>
      </div>
    );
  }
  if (!account.twoFactorOn) {
    return (
      <Form method="post" className="account-form">
        <OutcomeNotice outcome={outcome} />
        <Nonce nonce={nonce} />
        <p>
          Two-factor login is off. With it on, signing in also asks for a code from an app on your
          phone.
        </p>
        <p className="button-row">
          <button className="button" type="submit" name="intent" value="totp-start">
            Set up two-factor login
          </button>
        </p>
      </Form>
    );
  }
  return (
    <div>
      <OutcomeNotice outcome={outcome} />
      <p>
        {`Two-factor login is on. ${account.recoveryCodesLeft} of your recovery codes ${
          account.recoveryCodesLeft === 1 ? 'is' : 'are'
        } unused.`}
      </p>
      <Form method="post" className="account-form">
        <Nonce nonce={nonce} />
        <TextField
          id="two-factor-code"
          name="code"
          label="A current code from your app (or a recovery code to turn it off)"
          autoComplete="one-time-code"
        />
        <p className="button-row">
          <button
            className="button button--ghost"
            type="submit"
            name="intent"
            value="recovery-regenerate"
          >
            New recovery codes
          </button>
          <button className="button button--ghost" type="submit" name="intent" value="totp-disable">
            Turn two-factor login off
          </button>
        </p>
      </Form>
    </div>
  );
}

/** `/my-account/`: the customer's orders, details, password, two-factor login, earlier orders. */
export function AccountPage({
  account,
  nonce,
  actionData,
  notice,
  owner = false,
}: {
  account: AccountOverview;
  nonce: string;
  actionData: AccountActionData | undefined;
  notice: string | null;
  /** Issue 21: the account is an owner's: the page links to the studio. */
  owner?: boolean;
}) {
  const password = outcomeFor(actionData, 'password');
  const claim = outcomeFor(actionData, 'claim-request');
  return (
    <main id="main" tabIndex={-1} className="page container account-page">
      <header className="page__header">
        <p className="eyebrow">Your account</p>
        <h1 className="page__title">My account</h1>
        <p className="lead">
          {`Signed in as ${account.email}, a customer since ${formatLongDate(account.memberSince)}.`}
        </p>
        {owner ? (
          <p>
            <Link className="button button--small" to="/studio/">
              Open the studio
            </Link>
          </p>
        ) : null}
        <Form method="post" action={ACCOUNT_PATHS.logout}>
          <Nonce nonce={nonce} />
          <button className="button button--ghost button--small" type="submit">
            Sign out
          </button>
        </Form>
      </header>
      {notice ? <AccountNotice kind="success" message={notice} /> : null}

      <section aria-labelledby="orders-title" className="account-section">
        <h2 id="orders-title" className="section__title section__title--small">
          Your orders
        </h2>
        {account.guestOrders > 0 ? (
          <Form method="post" className="account-claim">
            <Nonce nonce={nonce} />
            <p>
              {`We found ${account.guestOrders} earlier ${account.guestOrders === 1 ? 'order' : 'orders'} placed with your email; confirm your email to add ${account.guestOrders === 1 ? 'it' : 'them'}.`}
            </p>
            <OutcomeNotice outcome={claim} />
            <button
              className="button button--small"
              type="submit"
              name="intent"
              value="claim-request"
            >
              Email me a confirmation link
            </button>
          </Form>
        ) : null}
        {account.orders.length === 0 ? (
          <p>
            No orders yet. <Link to="/shop/">Visit the shop</Link>.
          </p>
        ) : (
          <table className="account-orders">
            <caption className="visually-hidden">Your orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {account.orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link
                      to={`/checkout/order-received/${order.id}/?key=${encodeURIComponent(order.orderKey)}`}
                    >
                      {order.number}
                    </Link>
                  </th>
                  <td>{formatLongDate(order.createdAt)}</td>
                  <td>{STATUS_LABELS[order.status] ?? order.status}</td>
                  <td>{formatMoney(order.totalCents, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="two-factor-title" className="account-section">
        <h2 id="two-factor-title" className="section__title section__title--small">
          Two-factor login
        </h2>
        <TwoFactorSection account={account} nonce={nonce} actionData={actionData} />
      </section>

      <section aria-labelledby="password-title" className="account-section">
        <h2 id="password-title" className="section__title section__title--small">
          Change your password
        </h2>
        <Form method="post" className="account-form" noValidate>
          <Nonce nonce={nonce} />
          <OutcomeNotice outcome={password} />
          <TextField
            id="current-password"
            name="current_password"
            type="password"
            label="Current password"
            autoComplete="current-password"
            error={password?.errors?.current_password}
          />
          <NewPasswordField
            id="new-password"
            name="new_password"
            label="New password"
            error={password?.errors?.new_password}
          />
          <p className="button-row">
            <button className="button" type="submit" name="intent" value="password">
              Change password
            </button>
          </p>
        </Form>
      </section>
    </main>
  );
}
