import { describe, expect, it } from 'vitest';
import { createPaypalOrder, serialiseFields, type PaypalOrderInput } from './paypal-flow';

function input(answer: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fields = new FormData();
  fields.set('form_id', '33605');
  fields.append('checkbox-1[]', 'a');
  fields.append('checkbox-1[]', 'b & c');
  const options: PaypalOrderInput = {
    endpoint: '/api/ajax',
    fetch: (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return answer();
    }) as unknown as typeof fetch,
    nonce: 'n0nce',
    formId: 33605,
    mode: 'sandbox',
    value: '702.00',
    currency: 'EUR',
    shippingAddress: 'disable',
    payer: { email_address: 'ana@example.com' },
    fields,
    genericError: 'cform.error',
  };
  return { options, requests };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('the PayPal create-order call (PP-010, PP-011, PP-014)', () => {
  it('PP-010 is a JSON POST with the action in the query and the spec body', async () => {
    const { options, requests } = input(() => json({ success: true, data: { order_id: 'O-1' } }));
    expect(await createPaypalOrder(options)).toBe('O-1');
    const [request] = requests;
    expect(request?.url).toBe('/api/ajax?action=forminator_pp_create_order');
    expect(request?.init.method).toBe('POST');
    expect(JSON.parse(String(request?.init.body))).toEqual({
      action: 'forminator_pp_create_order',
      nonce: 'n0nce',
      form_id: 33605,
      mode: 'sandbox',
      form_data: {
        purchase_units: [{ amount: { currency_code: 'EUR', value: '702.00' } }],
        application_context: { shipping_preference: 'NO_SHIPPING' },
        payer: { email_address: 'ana@example.com' },
      },
      form_fields: 'form_id=33605&checkbox-1%5B%5D=a&checkbox-1%5B%5D=b+%26+c',
    });
  });

  it('PP-011 PP-014 a failure answer rejects with its data as the message', async () => {
    const { options } = input(() => json({ success: false, data: 'The amount changed.' }));
    await expect(createPaypalOrder(options)).rejects.toThrow('The amount changed.');
  });

  it('PP-014 an API error, no JSON or no answer reject with a message to show', async () => {
    await expect(
      createPaypalOrder(
        input(() => json({ success: false, data: { code: 'x', message: 'Nonce expired.' } }, 403))
          .options,
      ),
    ).rejects.toThrow('Nonce expired.');
    await expect(
      createPaypalOrder(input(() => new Response('<html>', { status: 502 })).options),
    ).rejects.toThrow('cform.error (502)');
    await expect(
      createPaypalOrder(
        input(() => {
          throw new TypeError('offline');
        }).options,
      ),
    ).rejects.toThrow('cform.error');
  });

  it('PP-010 serialises the form as jQuery would, without files', () => {
    const fields = new FormData();
    fields.set('text-1', 'Ana Ferreira');
    fields.set('upload-1', new File(['x'], 'a.png'));
    expect(serialiseFields(fields)).toBe('text-1=Ana+Ferreira');
  });
});
