import { ajaxFailureSchema } from '@atelier/contracts/ajax';
import {
  FORM_ACTIONS,
  formLoadAnswerSchema,
  formLoadScriptSchema,
  formSubmitAnswerSchema,
  type FormLoadAnswer,
} from '@atelier/contracts/forms';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import { demoForms, COMMISSION_FORM_ID, CONTACT_FORM_ID } from '@atelier/demo-content/forms';
import { challengeRoute, contactCaptchaFields } from '../testing/captcha-tokens';
import type { FormDefinitionInput } from '@atelier/form-engine/schema/definition';
import { readLoadedFormScript } from '@atelier/form-ui/loader/loaded-form-script';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLoadedForm } from './render-form.server';
import { startVisit, testApp } from '../testing/test-app';
import {
  FORM_STYLESHEET_ELEMENT_ID,
  FORM_STYLESHEET_HANDLE,
  formAssetsOf,
  type PageBuild,
} from './form-load-action';

const DRAFT_FORM_ID = 99_001;
const POLL_FORM_ID = 99_002;

function contactDefinition(): FormDefinitionInput {
  const contact = demoForms.find((form) => form.id === CONTACT_FORM_ID);
  if (!contact) throw new Error('The demo content has no contact form.');
  return structuredClone(contact.definition) as FormDefinitionInput;
}

describe.each(testDatabaseTargets())(
  'forminator_load_form on the form endpoint ($name)',
  (target) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await target.open();
      await seedDemoForms(database.db);
      const repository = formRepository(database.db);
      const definition = contactDefinition();
      await repository.upsert({
        id: DRAFT_FORM_ID,
        slug: 'unfinished-enquiry',
        title: 'Unfinished enquiry',
        status: 'draft',
        definition,
        successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
      });
      await repository.upsert({
        id: POLL_FORM_ID,
        slug: 'favourite-medium',
        title: 'Favourite medium',
        status: 'publish',
        definition: { ...definition, settings: { ...definition.settings, form_type: 'poll' } },
        successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
      });
      app = await testApp(database);
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    /** LOAD-001: the loader's form-encoded POST, with the page's ajax nonce. */
    function load(cookie: string, fields: Record<string, string>, query = '') {
      return app.inject({
        method: 'POST',
        url: `/api/ajax${query}`,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ action: FORM_ACTIONS.load, ...fields }).toString(),
      });
    }

    const loaderFields = (nonce: string, id: number, extra: Record<string, string> = {}) => ({
      type: 'custom-form',
      id: String(id),
      render_id: '0',
      is_preview: 'false',
      preview_data: '[]',
      last_submit_data: '{}',
      extra: '{}',
      nonce,
      ...extra,
    });

    function loaded(body: unknown): FormLoadAnswer['data'] {
      return formLoadAnswerSchema.parse(body).data;
    }

    it('LOAD-001 LOAD-004 LOAD-005 a published form loads with its markup, hydration payload, assets and options', async () => {
      const { cookie, ajaxNonce } = await startVisit(app);
      const response = await load(cookie, loaderFields(ajaxNonce, CONTACT_FORM_ID));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('private, no-store');

      const data = loaded(response.json());
      expect(data.is_ajax_load).toBe(true);
      expect(data.style).toBe('');
      // An API-only app serves no pages, so there is no stylesheet to name; nor any script.
      expect(data.styles).toEqual({});
      expect(data.scripts).toEqual({});
      expect(data.lead_options).toEqual({});

      const script = formLoadScriptSchema.parse(JSON.parse(data.script));
      expect(script).toMatchObject({
        form_id: CONTACT_FORM_ID,
        render_id: 0,
        ajax_url: '/api/ajax',
        layout: 'default',
      });
      expect(script.definition.fields.map((field) => field.id)).toEqual([
        'text-1',
        'email-1',
        'textarea-1',
        'captcha-1',
        'hidden-1',
      ]);
      expect(data.options).toMatchObject({
        form_id: CONTACT_FORM_ID,
        render_id: 0,
        form_type: 'custom-form',
        nonce: script.nonce,
        ajax_url: '/api/ajax',
        inline_validation: true,
        pagination_config: { 'last-previous': 'Previous' },
      });

      // The gallery's mail templates (its inbox, the receipt's wording) stay on the server.
      expect(contactDefinition().settings?.notifications?.length).toBeGreaterThan(0);
      expect(script.definition.settings.notifications).toEqual([]);
      expect(data.options).toMatchObject({ notifications: [] });
      expect(JSON.stringify(data)).not.toContain('{site_email}');

      // The visitor sees the contact form's fields, with the submit nonce in the form.
      expect(data.html).toContain(`data-form-id="${CONTACT_FORM_ID}"`);
      expect(data.html).toContain(`name="forminator_nonce" value="${script.nonce}"`);
      expect(data.html).toMatch(/<label[^>]*for="form-33568-0-text-1"/);
      // The markup is exactly what the payload renders to, so the browser hydrates it cleanly.
      const payload = readLoadedFormScript(data.script);
      expect(payload && renderLoadedForm(payload).html).toBe(data.html);
    });

    it('LOAD-004 the loaded form’s nonce is a working submit nonce for this visitor', async () => {
      const { cookie, ajaxNonce } = await startVisit(app);
      const data = loaded((await load(cookie, loaderFields(ajaxNonce, CONTACT_FORM_ID))).json());
      const submit = await app.inject({
        method: 'POST',
        url: '/api/ajax',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          action: FORM_ACTIONS.submit,
          form_id: String(CONTACT_FORM_ID),
          render_id: '0',
          forminator_nonce: String(data.options.nonce),
          'text-1': 'Ana Ferreira',
          'email-1': 'ana@example.com',
          'textarea-1': 'Loaded over AJAX.',
          ...(await contactCaptchaFields(challengeRoute(app))),
        }).toString(),
      });
      expect(submit.statusCode).toBe(200);
      expect(formSubmitAnswerSchema.parse(submit.json()).success).toBe(true);
    });

    it('LOAD-002 LOAD-003 lead ids and the page’s query parameters are accepted, in the body or the address', async () => {
      const { cookie, ajaxNonce } = await startVisit(app);
      const response = await load(
        cookie,
        loaderFields(ajaxNonce, COMMISSION_FORM_ID, {
          render_id: '2',
          has_lead: 'true',
          leads_id: '12',
          utm_source: 'newsletter',
          'text-1': 'not a prefill',
        }),
        '?ref=journal',
      );
      expect(response.statusCode).toBe(200);
      const data = loaded(response.json());
      expect(data.options.render_id).toBe(2);
      expect(data.lead_options).toEqual({});
      expect(data.html).toContain(`data-form-id="${COMMISSION_FORM_ID}"`);
      expect(data.html).toContain('id="form-33601-2-text-1"');
      expect(data.html).not.toContain('not a prefill');
    });

    it('FORM-011 the loader’s extra asks for floating labels', async () => {
      const { cookie, ajaxNonce } = await startVisit(app);
      const response = await load(
        cookie,
        loaderFields(ajaxNonce, CONTACT_FORM_ID, { extra: '{"layout":"floating"}' }),
      );
      const data = loaded(response.json());
      expect(formLoadScriptSchema.parse(JSON.parse(data.script)).layout).toBe('floating');
      expect(data.html).toContain('fui-field--floating');
    });

    it('LOAD-001 a wrong or missing nonce is refused with 403 JSON, before the form is looked up', async () => {
      const visit = await startVisit(app);
      const other = await startVisit(app);
      for (const nonce of [other.ajaxNonce, 'x'.repeat(20), '']) {
        const response = await load(visit.cookie, loaderFields(nonce, CONTACT_FORM_ID));
        expect(response.statusCode).toBe(403);
        expect(ajaxFailureSchema.parse(response.json()).data.code).toBe('invalid_nonce');
      }
      const { nonce: _nonce, ...withoutNonce } = loaderFields(visit.ajaxNonce, CONTACT_FORM_ID);
      const missing = await load(visit.cookie, withoutNonce);
      expect(missing.statusCode).toBe(403);
    });

    it('LOAD-001 an unknown, draft or malformed form id answers JSON, never HTML', async () => {
      const { cookie, ajaxNonce } = await startVisit(app);
      for (const [id, preview] of [
        [424242, 'false'],
        [DRAFT_FORM_ID, 'false'],
        [DRAFT_FORM_ID, 'true'],
      ] as const) {
        const response = await load(
          cookie,
          loaderFields(ajaxNonce, id, {
            is_preview: preview,
            preview_data: '{"fields":[{"id":"html-1","type":"html","content":"<b>x</b>"}]}',
          }),
        );
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          success: false,
          data: {
            message: `There is no published form with id ${id}.`,
            code: 'form_not_found',
          },
        });
      }
      const malformed = await load(cookie, { ...loaderFields(ajaxNonce, 1), id: 'abc' });
      expect(malformed.statusCode).toBe(400);
      expect(ajaxFailureSchema.parse(malformed.json()).data).toMatchObject({
        code: 'invalid_input',
        field: 'id',
      });
    });

    it('LOAD-001 polls and quizzes answer a clear 400: not available yet', async () => {
      const { cookie, ajaxNonce } = await startVisit(app);
      for (const [type, id] of [
        ['poll', CONTACT_FORM_ID],
        ['forminator_quizzes', CONTACT_FORM_ID],
        ['custom-form', POLL_FORM_ID],
      ] as const) {
        const response = await load(cookie, loaderFields(ajaxNonce, id, { type }));
        expect(response.statusCode).toBe(400);
        const { data } = ajaxFailureSchema.parse(response.json());
        expect(data.code).toBe('not_available');
        expect(data.message).toMatch(/^Loading a (poll|quiz) is not available yet/);
      }
    });

    it('LOAD-001 the loader is a POST call', async () => {
      const { cookie, ajaxNonce } = await startVisit(app);
      const query = new URLSearchParams({
        action: FORM_ACTIONS.load,
        ...loaderFields(ajaxNonce, CONTACT_FORM_ID),
      });
      const response = await app.inject({
        method: 'GET',
        url: `/api/ajax?${query}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(405);
      expect(ajaxFailureSchema.parse(response.json()).data.code).toBe('method_not_allowed');
    });
  },
);

describe('the loaded form’s assets, from the page build', () => {
  const route = (links?: () => readonly unknown[]) => ({ module: links ? { links } : {} });

  it('LOAD-005 names the hashed form-ui stylesheet a route links, by handle, with src, on and load', () => {
    const build: PageBuild = {
      routes: {
        root: route(() => [{ rel: 'stylesheet', href: '/assets/app-a8AckDGr.css' }]),
        'routes/shop': route(),
        'routes/contact': route(() => [
          { rel: 'preload', href: '/assets/form-ui-BeHwELtD.css', as: 'style' },
          { rel: 'stylesheet', href: '/assets/form-ui-BeHwELtD.css' },
        ]),
      },
    };
    expect(formAssetsOf(build)).toEqual({
      [FORM_STYLESHEET_HANDLE]: {
        src: '/assets/form-ui-BeHwELtD.css',
        on: 'document',
        load: FORM_STYLESHEET_ELEMENT_ID,
      },
    });
  });

  it('LOAD-005 finds the development address too, and names nothing when no route links it', () => {
    const development: PageBuild = {
      routes: {
        broken: route(() => {
          throw new Error('links failed');
        }),
        'routes/contact': route(() => [
          { rel: 'stylesheet', href: '/@fs/work/main/packages/form-ui/src/form-ui.css' },
        ]),
      },
    };
    expect(formAssetsOf(development)[FORM_STYLESHEET_HANDLE]?.src).toBe(
      '/@fs/work/main/packages/form-ui/src/form-ui.css',
    );
    const none: PageBuild = {
      routes: {
        root: route(() => [
          { rel: 'stylesheet', href: '/assets/app-a8AckDGr.css' },
          { rel: 'stylesheet', href: '/assets/not-form-ui.css.map' },
        ]),
      },
    };
    expect(formAssetsOf(none)).toEqual({});
  });
});
