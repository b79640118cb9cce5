import { ITEM_LIST_ACTION, ITEM_LIST_NONCE_ACTION } from '@atelier/theme/item-list';
import { FORM_ACTIONS, FORM_SUBMIT_NONCE } from '@atelier/contracts/forms';
import { DATABASE_ID_MAX, databaseId } from '@atelier/contracts/ids';
import { DRAFT_EMAIL_ACTION } from '@atelier/contracts/form-drafts';
import { QUIZ_ACTIONS } from '@atelier/contracts/quizzes';
import { UPLOAD_ACTION, UPLOADED_FILE_PATH } from '@atelier/contracts/uploads';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { artworks, type PrintArtwork } from '@atelier/demo-content/catalogue';
import {
  COMMISSION_FORM_ID,
  CONTACT_FORM_ID,
  FRAMING_CALCULATOR_ID,
  LOGIN_FORM_ID,
} from '@atelier/demo-content/forms';
import { TWO_FACTOR_ACTIONS } from '@atelier/contracts/two-factor';
import { ARTISTS_QUIZ_ID, PRINT_QUIZ_ID } from '@atelier/demo-content/quizzes';
import { EXHIBITION_POLL_ID, FRAME_POLL_ID } from '@atelier/demo-content/polls';
import { POLL_ACTIONS } from '@atelier/contracts/polls';
import { POPUP_FORM_ACTIONS } from '@atelier/contracts/popup-forms';
import { tileGalleryRepository } from '@atelier/db/repositories/tile-galleries';
import { DEMO_TILE_GALLERY } from '@atelier/demo-content/tile-gallery';
import { LOAD_CHUNK_ACTION } from '@atelier/gallery/tile-chunks';
import { GALLERY_NONCE_ACTION } from '~/features/gallery/gallery-view';
import { COMMENT_ACTIONS, COMMENT_WIRE_FIELDS } from '~/features/comments/comment-wire';
import { COMMENT_FIELDS } from '@atelier/theme/comment-rules';
import { posts } from '@atelier/db/schema';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_CHALLENGE_PATH } from '@atelier/contracts/captcha-widgets';
import type { z } from 'zod';
import {
  badPercent,
  fieldNameArbitrary,
  fileArbitrary,
  injectOptions,
  invalidId,
  MULTIPART_BREAKS,
  percentEncode,
  sendHostile,
  storedRows,
  TRANSPORTS,
  unstorableText,
  valueArbitrary,
  withNulOnly,
  type Field,
  type FilePart,
  type RequestPlan,
  type Transport,
  type Value,
} from './hostile-input-generators';
import { API_ADDRESSES } from './platform/http/addresses';
import { ajaxActionsOf, type AjaxAction } from './platform/http/ajax-endpoint';
import { restRoutesOf, type RestRoute } from './platform/http/rest-router';
import { createNonceService, NONCE_ACTIONS } from './platform/security/nonces';
import { startVisit, testApp, testConfig } from './testing/test-app';

/**
 * The hostile-input property (issue 11, hardening 4 and 5): whatever a client sends to any API
 * address (every registered AJAX action on both endpoints, every REST route, the upload file
 * routes, addresses that do not exist), the answer is never a 5xx, an error is JSON with a
 * message, and nothing is stored.
 *
 * Two kinds of request, each invalid by construction: garbage (random names and values, huge,
 * nested, the wrong types, broken bodies) around an action's name and a valid nonce, carrying a
 * poison (unstorable text, percent-encoding that is no UTF-8, an impossible id, or what by the
 * wire contract stores nothing: a preview submit, a product that does not exist); and a call the
 * action would accept and store, with exactly one poison in it. The stored rows are counted
 * around every request, so a request that stored something is the one fast-check reports.
 */

/** Generated requests per database; the PGlite run stays well under a minute. */
const RUNS = 2_500;

/** Production registers no REST route yet; this one stands in so the router's paths are run. */
const echoRoute: RestRoute = {
  namespace: 'atelier-test/v1',
  path: 'things/:id/notes/:note',
  methods: ['GET', 'POST', 'DELETE'],
  async handle(params, request) {
    return { json: { params, query: request.query } };
  },
};

/** A field of an action's input that is a row id (its schema is, or wraps, `databaseId`). */
function isIdSchema(schema: unknown): boolean {
  for (let current = schema as z.ZodType | undefined; current;) {
    if (current === databaseId) return true;
    const def = current.def as { innerType?: z.ZodType };
    current = def.innerType;
  }
  return false;
}

function shapeOf(action: AjaxAction): Record<string, unknown> {
  return (action.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
}

const schemaKeys = (action: AjaxAction) => Object.keys(shapeOf(action));

interface Context {
  ajaxNonce: string;
  restNonce: string;
  formNonce: string;
  productIds: number[];
  variationIds: number[];
  /** An original in stock: a valid add_to_cart would store a cart line. */
  originalId: number;
  /** A print and one of its variations' option fields, for a valid get_variation. */
  printId: number;
  printChoice: Field[];
  /** A saved commission draft: a valid draft-email call would queue a mail. */
  draftId: string;
  /** Issue 18: the demo tile gallery and its shared `finaltilesgallery` nonce (ADR 0023). */
  galleryId: number;
  galleryNonce: string;
  /** Issue 20: the journal grid's shared nonce (`presscore_template_ajax`, scoped by content type). */
  itemListNonce: string;
  /** Issue 20: a journal post: a valid comment call would store a comment (held, or spam). */
  postId: number;
}

/** A PNG of one pixel: an upload field that takes images stores it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A request each known action would accept and (for the ones that write) store: the poison then
 * is the one thing wrong with it, so the test sees whether that one thing is refused at the
 * edge, not stored, and not a 500 from deep in the action.
 */
function validCall(action: string, context: Context): { fields: Field[]; files: FilePart[] } {
  const none = { fields: [], files: [] };
  switch (action) {
    case 'add_to_cart':
      return {
        fields: [
          ['product_id', context.originalId],
          ['quantity', '1'],
        ],
        files: [],
      };
    case 'get_variation':
      return { fields: [['product_id', context.printId], ...context.printChoice], files: [] };
    case LOAD_CHUNK_ACTION:
      // Read-only: nothing is stored whatever it is sent; a valid call answers tiles.
      return {
        fields: [
          ['gallery', context.galleryId],
          ['page', '2'],
          ['pageSize', '12'],
        ],
        files: [],
      };
    case FORM_ACTIONS.submit:
      return {
        fields: [
          ['form_id', CONTACT_FORM_ID],
          ['text-1', 'Ana Ferreira'],
          ['email-1', 'ana@example.com'],
          ['textarea-1', 'Is “Salt Lines” still available in A2? 🎨'],
        ],
        files: [],
      };
    case FORM_ACTIONS.load:
      return {
        fields: [
          ['id', CONTACT_FORM_ID],
          ['type', 'custom-form'],
        ],
        files: [],
      };
    case UPLOAD_ACTION:
      return {
        fields: [
          ['form_id', COMMISSION_FORM_ID],
          ['element_id', 'upload-1'],
        ],
        files: [{ field: 'file', fileName: 'wall.png', type: 'image/png', bytes: PNG }],
      };
    case POLL_ACTIONS.submit:
      return {
        fields: [
          ['form_id', EXHIBITION_POLL_ID],
          [String(EXHIBITION_POLL_ID), 'answer-6'],
          [`${EXHIBITION_POLL_ID}-extra`, 'Glass'],
        ],
        files: [],
      };
    case DRAFT_EMAIL_ACTION:
      return {
        fields: [
          ['form_id', COMMISSION_FORM_ID],
          ['draft_id', context.draftId],
          ['email-1', 'ana@example.com'],
        ],
        files: [],
      };
    case QUIZ_ACTIONS.submit:
      // Issue 14: a finished personality quiz with its lead: stores an entry, a lead and mail.
      return {
        fields: [
          ['form_id', PRINT_QUIZ_ID],
          ...[1, 2, 3, 4, 5].map((n): Field => [`answers[question-${n}]`, String(n % 4)]),
          ['text-1', 'Ana Ferreira'],
          ['email-1', 'ana@example.com'],
          ['consent-1', 'on'],
        ],
        files: [],
      };
    case QUIZ_ACTIONS.reload:
      return { fields: [['pageId', ARTISTS_QUIZ_ID]], files: [] };
    case ITEM_LIST_ACTION:
      // Issue 20 (LIST-002): the journal grid's filter call as the browser sends it. Read-only:
      // nothing is stored whatever it is sent; a valid call answers a page of cards.
      return {
        fields: [
          ['postID', '1'],
          ['paged', '1'],
          ['targetPage', '1'],
          ['term', ''],
          ['orderby', 'date'],
          ['order', 'desc'],
          ['contentType', 'journal'],
          ['pageData[layout]', 'masonry'],
          ['pageData[template]', 'blog'],
          ['sender', 'filter'],
          ['visibleItems[]', '1'],
          ['visibleItems[]', '2'],
        ],
        files: [],
      };
    case POPUP_FORM_ACTIONS.subscribe:
      // Issue 16: a newsletter sign-up from a popup: stores a pending subscriber and a mail.
      return {
        fields: [
          ['name', 'Ana Ferreira'],
          ['email', 'ana@example.com'],
          ['consent', 'yes'],
          ['consent_text', 'I agree to receive the newsletter.'],
          ['pum_form_popup_id', '40100'],
        ],
        files: [],
      };
    case COMMENT_ACTIONS.stamp:
      // Read-only: an opening stamp is signed, never stored.
      return {
        fields: [
          [COMMENT_WIRE_FIELDS.kind, 'post'],
          [COMMENT_WIRE_FIELDS.targetId, context.postId],
        ],
        files: [],
      };
    case COMMENT_ACTIONS.post:
      // Issue 20 (ADR 0027): stored at once, as `spam` (no opening stamp, no bot-check token),
      // so a poison that slipped past the edge would leave a row.
      return {
        fields: [
          [COMMENT_WIRE_FIELDS.kind, 'post'],
          [COMMENT_WIRE_FIELDS.targetId, context.postId],
          [COMMENT_FIELDS.author, 'Ana Ferreira'],
          [COMMENT_FIELDS.email, 'ana@example.com'],
          [COMMENT_FIELDS.comment, 'The edges of every cut, yes! 🎨'],
        ],
        files: [],
      };
    default:
      return none;
  }
}

type TemplatePoison =
  | { kind: 'unstorable-value'; index: number; text: string }
  | { kind: 'unstorable-file-name'; text: string }
  | { kind: 'edge'; poison: Poison }
  | { kind: 'bad-id'; value: string | number }
  | { kind: 'broken-body' };

type Poison =
  | { kind: 'unstorable'; name: string; text: string; inName: boolean }
  | { kind: 'bad-percent'; name: string; piece: string; inName: boolean }
  | { kind: 'bad-id'; value: string | number }
  | { kind: 'no-store'; fields: Field[] };

/** The poison's fields and raw pieces, as the transport can carry them. */
function applyPoison(
  poison: Poison,
  transport: Transport,
  idFields: readonly string[],
): { fields: Field[]; rawPieces: string[] } {
  const multipart = transport === 'multipart' || transport === 'broken-multipart';
  switch (poison.kind) {
    case 'unstorable': {
      const text = multipart ? withNulOnly(poison.text) : poison.text;
      return { fields: [poison.inName ? [text, 'x'] : [poison.name, text]], rawPieces: [] };
    }
    case 'bad-percent':
      return {
        fields: [],
        rawPieces: [
          poison.inName ? `${poison.piece}=x` : `${percentEncode(poison.name)}=${poison.piece}`,
        ],
      };
    case 'bad-id':
      return { fields: idFields.map((field): Field => [field, poison.value]), rawPieces: [] };
    case 'no-store':
      return { fields: poison.fields, rawPieces: [] };
  }
}

const edgePoison = (names: readonly string[]): fc.Arbitrary<Poison> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('unstorable' as const),
      name: fieldNameArbitrary(names).map(withoutUnstorable),
      text: unstorableText,
      inName: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('bad-percent' as const),
      name: fieldNameArbitrary(names).map(withoutUnstorable),
      piece: badPercent,
      inName: fc.boolean(),
    }),
  );

/** A name that is itself harmless, so the poison is the one thing wrong with the field. */
function withoutUnstorable(name: string) {
  return name.replace(/[\0\uD800-\uDFFF]/g, '') || 'field';
}

/**
 * Fields that pass the action's schema but that the wire contract says store nothing: the
 * handler runs on garbage and must refuse it in words.
 */
/** A pending login's token as the dialog sends it: 43 base64url characters. */
const authToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);

function noStoreFields(action: string): fc.Arbitrary<Field[]> | undefined {
  switch (action) {
    case 'add_to_cart':
      // No product has such an id (the demo gallery has a few dozen).
      return fc
        .integer({ min: 1_000_000, max: DATABASE_ID_MAX })
        .map((id): Field[] => [['product_id', id]]);
    case 'remove_from_cart':
      return fc.stringMatching(/^[a-f0-9]{32}$/).map((key): Field[] => [['cart_item_key', key]]);
    case FORM_ACTIONS.submit:
      // SUB-013: a preview submit is validated in full and never stored (nor saved as a draft).
      // Issue 15: a login form is never previewed (nor stored as an entry).
      return fc
        .constantFrom(CONTACT_FORM_ID, COMMISSION_FORM_ID, FRAMING_CALCULATOR_ID, LOGIN_FORM_ID)
        .map((formId): Field[] => [
          ['form_id', formId],
          ['forminator_preview', '1'],
        ]);
    case TWO_FACTOR_ACTIONS.fallbackEmail:
      // Issue 15: a token of the right shape that names no pending login mails nothing.
      return authToken.map((token): Field[] => [['data', JSON.stringify({ token })]]);
    case TWO_FACTOR_ACTIONS.lostDevice:
      return authToken.map((token): Field[] => [['token', token]]);
    case QUIZ_ACTIONS.submit:
      // Issue 14: a quiz with an answer missing, out of range or repeated is refused whole.
      return fc
        .record({
          quizId: fc.constantFrom(ARTISTS_QUIZ_ID, PRINT_QUIZ_ID),
          broken: fc.constantFrom<Value>('9', '-1', 'x', '', ['0', '1']),
        })
        .map(({ quizId, broken }): Field[] => [
          ['form_id', quizId],
          ['answers[question-1]', broken],
          ['answers[question-2]', '0'],
        ]);
    case POLL_ACTIONS.submit:
      // POLL-010: no choice, an answer the poll does not have, or a poll that does not exist.
      return fc.oneof(
        fc
          .constantFrom(EXHIBITION_POLL_ID, FRAME_POLL_ID)
          .map((pollId): Field[] => [['form_id', pollId]]),
        fc.constantFrom('answer-0', 'answer-99', 'Painting', '').map((answer): Field[] => [
          ['form_id', EXHIBITION_POLL_ID],
          [String(EXHIBITION_POLL_ID), answer],
        ]),
        fc.integer({ min: 1_000_000, max: DATABASE_ID_MAX }).map((pollId): Field[] => [
          ['form_id', pollId],
          [String(pollId), 'answer-1'],
        ]),
      );
    case POPUP_FORM_ACTIONS.subscribe:
      // Issue 16: no consent, or an address that is none: refused field by field, nothing kept.
      return fc.oneof(
        fc.constantFrom('', 'no', 'on').map((consent): Field[] => [
          ['email', 'ana@example.com'],
          ['consent', consent],
        ]),
        fc
          .constantFrom('', 'ana', 'ana@', '@example.com', 'a b@example.com')
          .map((email): Field[] => [
            ['email', email],
            ['consent', 'yes'],
          ]),
      );
    case ITEM_LIST_ACTION:
      // Issue 20: calls the schema lets through that the list itself refuses or answers empty: a
      // sort key the journal does not have (400), a page past the end (404), a term no item has,
      // '0' (none), and load-more holding hundreds of ids.
      return fc.oneof(
        fc.constantFrom('price', 'popularity', 'rand', 'menu_order').map((orderby): Field[] => [
          ['contentType', 'journal'],
          ['sender', 'filter'],
          ['orderby', orderby],
        ]),
        fc.integer({ min: 2, max: 10_000 }).map((page): Field[] => [
          ['contentType', 'journal'],
          ['sender', 'paginator'],
          ['targetPage', String(page)],
        ]),
        fc.oneof(fc.constant('0'), fc.stringMatching(/^[a-z0-9-]{1,80}$/)).map((term): Field[] => [
          ['contentType', 'journal'],
          ['sender', 'filter'],
          ['term', term],
        ]),
        fc
          .array(fc.integer({ min: 1, max: 9_999_999_999 }), { minLength: 1, maxLength: 500 })
          .map((held): Field[] => [
            ['contentType', 'journal'],
            ['sender', 'more'],
            ['paged', '1'],
            ...held.map((id): Field => ['visibleItems[]', String(id)]),
          ]),
      );
    case 'forminator_email_draft_link':
      // No draft exists (the row counts prove it), so no link can be mailed.
      return fc
        .stringMatching(/^[A-Za-z0-9_-]{22}$/)
        .map((draftId): Field[] => [['draft_id', draftId]]);
    default:
      return undefined;
  }
}

function nonceFor(guard: AjaxAction['guard'], context: Context): Field | undefined {
  if (guard === 'read-only') return undefined;
  if ('sharedNonce' in guard) {
    if (guard.sharedNonce === ITEM_LIST_NONCE_ACTION) return [guard.field, context.itemListNonce];
    if (guard.sharedNonce !== GALLERY_NONCE_ACTION) {
      throw new Error(`The property test does not know the nonce "${guard.sharedNonce}": add it.`);
    }
    return [guard.field, context.galleryNonce];
  }
  const values: Record<string, string> = {
    [NONCE_ACTIONS.ajax]: context.ajaxNonce,
    [NONCE_ACTIONS.rest]: context.restNonce,
    [FORM_SUBMIT_NONCE]: context.formNonce,
  };
  const value = values[guard.nonce];
  if (value === undefined) {
    throw new Error(`The property test does not know the nonce "${guard.nonce}": add it.`);
  }
  return [guard.field, value];
}

function knownValues(context: Context, actions: readonly string[]): Value[] {
  return [
    ...actions,
    context.ajaxNonce,
    context.formNonce,
    context.restNonce,
    context.galleryNonce,
    context.itemListNonce,
    'journal',
    ...context.productIds.slice(0, 5),
    ...context.variationIds.slice(0, 5),
    CONTACT_FORM_ID,
    COMMISSION_FORM_ID,
    FRAMING_CALCULATOR_ID,
    ARTISTS_QUIZ_ID,
    PRINT_QUIZ_ID,
    'answers[question-1]',
    EXHIBITION_POLL_ID,
    'answer-1',
    'upload-1',
    'on',
    '1',
    'ana@example.com',
  ];
}

const common = {
  transport: fc.constantFrom(...TRANSPORTS),
  multipartBreak: fc.constantFrom(...MULTIPART_BREAKS),
  truncateAt: fc.double({ min: 0, max: 1, noNaN: true }),
};

/** Requests to one AJAX action: its action name and nonce, garbage, and a poison. */
function ajaxRequests(
  path: string,
  action: AjaxAction,
  allActions: readonly string[],
  context: Context,
): fc.Arbitrary<RequestPlan> {
  const keys = schemaKeys(action);
  const idFields = keys.filter((key) => isIdSchema(shapeOf(action)[key]));
  const names = [...keys, 'security', 'nonce', 'forminator_nonce', 'attribute_paper', 'save_draft'];
  const nonce = nonceFor(action.guard, context);
  const noStore = noStoreFields(action.action);
  const poisons: fc.Arbitrary<Poison>[] = [edgePoison(names)];
  if (idFields.length > 0) {
    poisons.push(fc.record({ kind: fc.constant('bad-id' as const), value: invalidId }));
  }
  if (noStore) {
    poisons.push(fc.record({ kind: fc.constant('no-store' as const), fields: noStore }));
  }
  return fc
    .record({
      ...common,
      method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
      actionField: fc.oneof(
        { arbitrary: fc.constant<Value>(action.action), weight: 8 },
        {
          arbitrary: fc.constantFrom<Value>([action.action, action.action], '', 'nope'),
          weight: 1,
        },
        { arbitrary: fc.constantFrom<Value>(...allActions), weight: 1 },
      ),
      withNonce: fc.constantFrom(true, true, true, true, false),
      junk: fc.array(
        fc.tuple(fieldNameArbitrary(names), valueArbitrary(knownValues(context, allActions))),
        {
          maxLength: 6,
        },
      ),
      poison: fc.oneof(...poisons),
      files: fc.array(fileArbitrary([...names, 'file', 'upload-1']), { maxLength: 2 }),
    })
    .map((drawn): RequestPlan => {
      const poisoned = applyPoison(drawn.poison, drawn.transport, idFields);
      // Garbage first, then the action and its nonce, then the poison: a repeated name makes a
      // list (refused) in form bodies, and in JSON the last one counts, so neither the action
      // nor the poison can be undone by the garbage before it.
      const fields: Field[] = [
        ...drawn.junk,
        ['action', drawn.actionField],
        ...(drawn.withNonce && nonce ? [nonce] : []),
        ...poisoned.fields,
      ];
      return {
        method: drawn.transport === 'query' && drawn.method === 'PUT' ? 'GET' : drawn.method,
        path,
        transport: drawn.transport,
        fields,
        rawPieces: poisoned.rawPieces,
        queryPieces: [],
        files: drawn.files,
        multipartBreak: drawn.multipartBreak,
        truncateAt: drawn.truncateAt,
      };
    });
}

/**
 * A call the action would accept, with one poison: unstorable text in one of its fields, in a
 * new field, a field name or a file name; percent-encoding that is no UTF-8; an id beyond the id
 * column; or a multipart body broken after its parts.
 */
function poisonedValidRequests(
  path: string,
  action: AjaxAction,
  context: Context,
): fc.Arbitrary<RequestPlan> {
  const keys = schemaKeys(action);
  const idFields = keys.filter((key) => isIdSchema(shapeOf(action)[key]));
  const nonce = nonceFor(action.guard, context);
  const valid = validCall(action.action, context);
  const fields: Field[] = [['action', action.action], ...(nonce ? [nonce] : []), ...valid.fields];
  const poisons: fc.Arbitrary<TemplatePoison>[] = [
    fc.record({
      kind: fc.constant('unstorable-value' as const),
      index: fc.nat({ max: fields.length - 1 }),
      text: unstorableText,
    }),
    fc.record({ kind: fc.constant('edge' as const), poison: edgePoison(keys) }),
    fc.constant({ kind: 'broken-body' as const }),
  ];
  if (idFields.length > 0) {
    poisons.push(fc.record({ kind: fc.constant('bad-id' as const), value: invalidId }));
  }
  if (valid.files.length > 0) {
    poisons.push(
      fc.record({ kind: fc.constant('unstorable-file-name' as const), text: unstorableText }),
    );
  }
  return fc
    .record({
      ...common,
      method: fc.constantFrom('POST', 'POST', 'POST', 'GET'),
      poison: fc.oneof(...poisons),
    })
    .map((drawn): RequestPlan => {
      const multipart = drawn.transport === 'multipart' || drawn.transport === 'broken-multipart';
      const nul = (text: string) => (multipart ? withNulOnly(text) : text);
      let planFields: Field[] = fields;
      let rawPieces: string[] = [];
      let files = valid.files;
      let transport: Transport = drawn.transport;
      const poison = drawn.poison;
      switch (poison.kind) {
        case 'unstorable-value':
          planFields = fields.map(([name, value], index): Field =>
            index === poison.index ? [name, `${String(value)}${nul(poison.text)}`] : [name, value],
          );
          break;
        case 'unstorable-file-name':
          files = files.map((file) => ({
            ...file,
            // After the last slash, which the parser cuts off with the path before it.
            fileName: `wall\u0000${withNulOnly(poison.text).replace(/[/\\]/g, '_')}.png`,
            encodedName: true,
          }));
          // Only a multipart body carries a file; elsewhere the text goes in a field instead.
          if (!multipart) planFields = [...fields, ['file_name', poison.text]];
          break;
        case 'edge': {
          const applied = applyPoison(poison.poison, drawn.transport, idFields);
          planFields = [...fields, ...applied.fields];
          rawPieces = applied.rawPieces;
          break;
        }
        case 'bad-id':
          planFields = fields.map(([name, value]): Field =>
            idFields.includes(name) ? [name, poison.value] : [name, value],
          );
          break;
        case 'broken-body':
          transport = 'broken-multipart';
          break;
      }
      return {
        method: transport === 'query' || drawn.method === 'GET' ? drawn.method : 'POST',
        path,
        transport,
        fields: planFields,
        rawPieces,
        queryPieces: [],
        files,
        multipartBreak: drawn.multipartBreak,
        truncateAt: drawn.truncateAt,
      };
    });
}

/** A path segment as a hostile client writes it: ids out of range, text, broken escapes. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('5', '%00', '%FF', '%ED%A0%80', '..', '%2F', '%2E%2E', 'a%20b', '%'),
  invalidId.map((id) => percentEncode(String(id))),
  fc.string({ maxLength: 30 }).map(percentEncode),
  fc.constant('x'.repeat(5_000)),
);

function restRequests(route: RestRoute, context: Context): fc.Arbitrary<RequestPlan> {
  const names = ['_method', '_wpnonce', 'id', 'title', 'content'];
  return fc
    .record({
      ...common,
      method: fc.constantFrom(...route.methods, 'PUT', 'PATCH'),
      segments: fc.array(hostileSegment, { minLength: 4, maxLength: 4 }),
      withNonce: fc.constantFrom(true, true, true, false),
      junk: fc.array(fc.tuple(fieldNameArbitrary(names), valueArbitrary([context.restNonce])), {
        maxLength: 5,
      }),
      poison: edgePoison(names),
    })
    .map((drawn): RequestPlan => {
      let index = 0;
      const path = `${route.namespace}/${route.path}`
        .split('/')
        .map((segment) => (segment.startsWith(':') ? (drawn.segments[index++] ?? '1') : segment))
        .join('/');
      const poisoned = applyPoison(drawn.poison, drawn.transport, []);
      return {
        method: drawn.transport === 'query' ? 'GET' : drawn.method,
        path: `${API_ADDRESSES.restRoot}${path}`,
        transport: drawn.transport,
        fields: [...drawn.junk, ...poisoned.fields],
        rawPieces: poisoned.rawPieces,
        queryPieces: [],
        files: [],
        multipartBreak: drawn.multipartBreak,
        truncateAt: drawn.truncateAt,
        headers: drawn.withNonce ? { 'x-wp-nonce': context.restNonce } : {},
      };
    });
}

/**
 * The upload file routes, the captcha challenge, the REST root's unknown paths and API addresses
 * that do not exist.
 */
function otherApiRequests(context: Context): fc.Arbitrary<RequestPlan> {
  return fc
    .record({
      ...common,
      kind: fc.constantFrom('upload', 'rest-unknown', 'api-unknown', 'health', 'captcha'),
      method: fc.constantFrom('GET', 'DELETE', 'POST', 'PUT', 'HEAD', 'OPTIONS'),
      segments: fc.array(hostileSegment, { minLength: 1, maxLength: 3 }),
      junk: fc.array(fc.tuple(fieldNameArbitrary(['nonce']), valueArbitrary([context.formNonce])), {
        maxLength: 4,
      }),
      poison: edgePoison(['nonce']),
    })
    .map((drawn): RequestPlan => {
      const tail = drawn.segments.join('/');
      const path = {
        upload: `${UPLOADED_FILE_PATH}${drawn.segments[0] ?? ''}`,
        // Fixed segments first, one per hostile one: a `..` among them must not leave the
        // address being tested (inject normalises the URL as a browser would).
        'rest-unknown': `${API_ADDRESSES.restRoot}a/b/c/${tail}`,
        'api-unknown': `/api/a/b/c/${tail}`,
        health: '/api/health',
        // Issue 15: the self-hosted captcha's challenge, asked for hostile actions.
        captcha: `${CAPTCHA_CHALLENGE_PATH}?action=${drawn.segments[0] ?? ''}`,
      }[drawn.kind];
      const poisoned = applyPoison(drawn.poison, drawn.transport, []);
      return {
        method: drawn.transport === 'query' ? 'GET' : drawn.method,
        path,
        transport: drawn.transport,
        fields: [...drawn.junk, ['nonce', context.formNonce], ...poisoned.fields],
        rawPieces: poisoned.rawPieces,
        queryPieces: [],
        files: [],
        multipartBreak: drawn.multipartBreak,
        truncateAt: drawn.truncateAt,
      };
    });
}

describe.each(testDatabaseTargets())('hostile input to every API address ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;
  let context: Context;

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    // Thousands of writes from one address in a minute: the rate limit has its own tests.
    app = await testApp(database, {
      config: testConfig({ writeRateLimit: 1_000_000 }),
      restRoutes: [echoRoute],
    });
    const visit = await startVisit(app);
    cookie = visit.cookie;
    const formNonce = await app.inject({
      method: 'POST',
      url: API_ADDRESSES.ajax,
      headers: { cookie },
      payload: { action: FORM_ACTIONS.getNonce },
    });
    const catalogue = catalogueRepository(database.db);
    const products = await Promise.all(
      artworks.slice(0, 8).map((artwork) => catalogue.productBySlug(artwork.slug)),
    );
    const original = artworks.find((artwork) => artwork.kind === 'original' && artwork.stock > 0);
    const print = artworks.find(
      (artwork): artwork is PrintArtwork =>
        artwork.kind === 'print' && artwork.attributes.length > 0,
    );
    const originalDetail = original && (await catalogue.productBySlug(original.slug));
    const printDetail = print && (await catalogue.productBySlug(print.slug));
    const variation = printDetail?.variations[0];
    if (!originalDetail || !printDetail || !variation) {
      throw new Error('The demo gallery lacks an original in stock or a print with options.');
    }
    const nonceOfForms = (formNonce.json() as { data: string }).data;
    // A draft to ask a link for, saved before the row counts are taken.
    const draft = await app.inject({
      method: 'POST',
      url: API_ADDRESSES.ajax,
      headers: { cookie },
      payload: {
        action: FORM_ACTIONS.submit,
        form_id: COMMISSION_FORM_ID,
        forminator_nonce: nonceOfForms,
        save_draft: 'true',
      },
    });
    const draftId = (draft.json() as { data: { draft_id?: string } }).data.draft_id;
    if (!draftId) throw new Error(`No draft was saved: ${draft.body}`);
    const [post] = await database.db.select({ id: posts.id }).from(posts).limit(1);
    if (!post) throw new Error('The demo journal has no post to comment on.');
    const gallery = await tileGalleryRepository(database.db).findBySlug(DEMO_TILE_GALLERY.slug);
    if (!gallery) throw new Error('The demo tile gallery was not seeded.');
    context = {
      galleryId: gallery.id,
      galleryNonce: createNonceService(testConfig().sessionSecret).issueShared(
        GALLERY_NONCE_ACTION,
        String(gallery.id),
      ),
      itemListNonce: createNonceService(testConfig().sessionSecret).issueShared(
        ITEM_LIST_NONCE_ACTION,
        'journal',
      ),
      ajaxNonce: visit.ajaxNonce,
      restNonce: visit.restNonce,
      formNonce: nonceOfForms,
      productIds: products.flatMap((product) => (product ? [product.id] : [])),
      variationIds: products.flatMap((product) => product?.variations.map((v) => v.id) ?? []),
      originalId: originalDetail.id,
      printId: printDetail.id,
      printChoice: Object.entries(variation.attributes).map(([id, option]): Field => [
        `attribute_${id}`,
        option,
      ]),
      draftId,
      postId: post.id,
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('never answers 5xx, answers errors as JSON with a message, and stores nothing', async () => {
    const endpoints = ajaxActionsOf(app);
    expect([...endpoints.keys()].sort()).toEqual([API_ADDRESSES.ajax, API_ADDRESSES.shopAjax]);
    const allActions = [...endpoints.values()].flat().map((action) => action.action);
    const requests = [
      ...[...endpoints].flatMap(([path, actions]) =>
        actions.flatMap((action) => [
          ajaxRequests(path, action, allActions, context),
          poisonedValidRequests(path, action, context),
        ]),
      ),
      ...restRoutesOf(app).map((route) => restRequests(route, context)),
      otherApiRequests(context),
    ];

    const before = await storedRows(database);
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(...requests), async (plan) => {
        tried += 1;
        const options = injectOptions(plan, cookie);
        // Counted around each request, so the one that stored something is the one named.
        const prior = await storedRows(database);
        expect(await sendHostile(app, options, 'api')).toBeUndefined();
        expect(await storedRows(database), 'a hostile request stored a row').toEqual(prior);
      }),
      { numRuns: RUNS },
    );
    console.info(
      `[hostile-input] ${tried} generated requests to ${allActions.length} AJAX actions, ` +
        `${restRoutesOf(app).length} REST route(s), the upload routes and unknown API addresses ` +
        `on ${target.name}: no 5xx, nothing stored`,
    );
    expect(tried).toBeGreaterThanOrEqual(RUNS);
    expect(await storedRows(database)).toEqual(before);
  }, 180_000);
});
