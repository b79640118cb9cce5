import {
  addToCartRequestSchema,
  removeFromCartRequestSchema,
  type CartFragmentsResponse,
  type CartView,
} from '@atelier/contracts/cart';
import { databaseId } from '@atelier/contracts/ids';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { cartCookieHeader } from '~/features/shop/cart-cookie';
import { renderCartFragments } from '~/features/shop/cart-fragments.server';
import { availableVariation, type GetVariationAnswer } from '~/features/shop/available-variation';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { NONCE_ACTIONS, type NonceService } from '../platform/security/nonces';
import type { VisitorSession } from '../platform/http/sessions';
import { CartRefusal, type CartService } from './cart-service';

/** get_variation (SW-013): the product, and its attribute_<id> fields, which stay strings. */
const getVariationRequestSchema = z
  .object({
    product_id: databaseId,
  })
  .catchall(z.unknown());

/**
 * The shop endpoint's cart calls (CART-002, -003, -011), with the original's field names and
 * answers. Each carries the ajax nonce as `security`: our buttons put it in a data attribute, so
 * it travels with the button's other data fields.
 */
export function cartActions(
  cart: CartService,
  nonces: NonceService,
  options: { secureCookies: boolean },
) {
  /**
   * The answer every cart call shares; it also brings the public cart cookie (cart-cookie.ts)
   * up to date, which is how pages shared by every visitor know there is a cart to show.
   */
  const fragmentsFor = (
    session: VisitorSession,
    reply: FastifyReply,
    view: CartView,
  ): CartFragmentsResponse => {
    reply.header('set-cookie', cartCookieHeader(view, { secure: options.secureCookies }));
    const sessionId = session.existingId;
    return {
      fragments: renderCartFragments(
        view,
        sessionId === undefined ? '' : nonces.issue(NONCE_ACTIONS.ajax, sessionId),
      ),
      cart_hash: view.hash,
      cart: view,
    };
  };

  /** The visitor's cart; one without a session has none, and asking costs no query. */
  const currentCart = (session: VisitorSession) => {
    const sessionId = session.existingId;
    return sessionId === undefined ? cart.emptyView() : cart.view(sessionId);
  };

  return [
    defineAjaxAction({
      action: 'add_to_cart',
      guard: { nonce: NONCE_ACTIONS.ajax, field: 'security' },
      input: addToCartRequestSchema,
      async handle(input, { session, reply }) {
        try {
          const view = await cart.add(session.id, input);
          return { json: fragmentsFor(session, reply, view) };
        } catch (error) {
          if (!(error instanceof CartRefusal)) throw error;
          return { json: { error: true, product_url: error.productUrl, message: error.message } };
        }
      },
    }),
    defineAjaxAction({
      action: 'remove_from_cart',
      guard: { nonce: NONCE_ACTIONS.ajax, field: 'security' },
      input: removeFromCartRequestSchema,
      async handle(input, { session, reply }) {
        const sessionId = session.existingId;
        const removed =
          sessionId !== undefined && (await cart.remove(sessionId, input.cart_item_key));
        if (!removed) {
          return {
            status: 404,
            json: {
              success: false,
              data: { message: 'That artwork is no longer in your cart.', code: 'not_in_cart' },
            },
          };
        }
        return { json: fragmentsFor(session, reply, await cart.view(sessionId)) };
      },
    }),
    defineAjaxAction({
      // SW-013: what the original's wc-ajax=get_variation answers, for pages that do not embed
      // their variations: the matching variation's data, or a bare `false`.
      action: 'get_variation',
      guard: 'read-only',
      input: getVariationRequestSchema,
      async handle(input, { reply }) {
        const variation = await cart.variationFor(input.product_id, input);
        const answer: GetVariationAnswer = variation ? availableVariation(variation) : false;
        // Stock changes with every order: no cache may answer for the shop.
        reply.header('cache-control', 'no-store');
        return { json: answer };
      },
    }),
    defineAjaxAction({
      action: 'get_refreshed_fragments',
      guard: 'read-only',
      input: z.object({}),
      async handle(_input, { session, reply }) {
        return { json: fragmentsFor(session, reply, await currentCart(session)) };
      },
    }),
  ];
}
