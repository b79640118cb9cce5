import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Fig Leaves is the demo print with a Paper attribute (image swatches) and the most variations:
 * 3 sizes × 4 frames × 3 papers, 30 of them offered, which is exactly the threshold up to which a
 * page still embeds its variations (SW-013).
 */
const PAPER_PRINT = '/product/fig-leaves/';

const cartCount = (page: Page) => page.locator('.header-cart .cart-count');

/** The swatch groups of one variation form, in order. */
const groupsOf = (scope: Locator) => scope.getByRole('radiogroup');

/**
 * Chooses, group by group, the first item that can be chosen (the embedded form greys out what
 * is sold out or not made), and returns the names chosen.
 */
async function chooseSomethingInStock(form: Locator): Promise<string[]> {
  const chosen: string[] = [];
  const count = await groupsOf(form).count();
  for (let index = 0; index < count; index += 1) {
    const item = groupsOf(form)
      .nth(index)
      .locator('[role="radio"]:not([aria-disabled="true"]):not(.swatch--unavailable)')
      .first();
    const name = await item.getAttribute('aria-label');
    if (!name) throw new Error('A swatch item has no name.');
    await item.click();
    chosen.push(name);
  }
  return chosen;
}

/**
 * The page's own variation form, copied as markup that is not React's: what a fragment or another
 * script could put on the page, in the original shop's shape, with no variation data embedded.
 */
async function insertForeignForm(page: Page) {
  // Markup added before hydration would be replaced by React's own render.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const own = document.querySelector<HTMLFormElement>('form.variations_form');
    if (!own) throw new Error('The product page has no variation form.');
    const foreign = document.createElement('form');
    foreign.className = 'variations_form cart';
    foreign.method = 'post';
    foreign.action = own.getAttribute('action') ?? '';
    foreign.dataset.product_id = own.dataset.product_id ?? '';
    foreign.dataset.product_title = 'Fig Leaves (inserted)';
    foreign.dataset.product_variations = 'false';
    for (const select of Array.from(own.querySelectorAll('select[name^="attribute_"]'))) {
      const label = document.createElement('label');
      const copy = select.cloneNode(true) as HTMLSelectElement;
      copy.id = `inserted-${select.id}`;
      copy.value = '';
      label.htmlFor = copy.id;
      label.textContent = (select as HTMLSelectElement).labels?.[0]?.textContent ?? '';
      foreign.append(label, copy);
    }
    const section = document.createElement('section');
    section.className = 'inserted-fragment';
    section.setAttribute('aria-label', 'Inserted fragment');
    section.append(foreign);
    document.querySelector('.product__summary')?.append(section);
  });
  return page.locator('.inserted-fragment');
}

test.describe('variations fetched by ajax', () => {
  test('SW-013 the shop endpoint answers get_variation as the original shop does, matching what the page shows', async ({
    page,
  }) => {
    await page.goto(PAPER_PRINT);
    const form = page.locator('form.variations_form');
    await chooseSomethingInStock(form);
    const variationId = await form
      .locator('.single_add_to_cart_button')
      .getAttribute('data-variation_id');
    const shownPrice = await form.locator('.variation-form__price').textContent();
    const fields = await form.evaluate((element) =>
      Array.from(element.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')).map(
        (select): [string, string] => [select.name, select.value],
      ),
    );
    const productId = await form.getAttribute('data-product_id');

    const answer = await page.request.get('/api/shop-ajax', {
      params: {
        action: 'get_variation',
        product_id: productId ?? '',
        ...Object.fromEntries(fields),
      },
    });
    expect(answer.ok()).toBe(true);
    const variation = await answer.json();
    expect(variation).toMatchObject({
      variation_id: Number(variationId),
      attributes: Object.fromEntries(fields),
      is_in_stock: true,
      min_qty: 1,
    });
    expect(variation.max_qty).toBeGreaterThan(0);
    expect(variation.price_html).toBe(`<span class="price">${shownPrice}</span>`);
    expect(Math.round(variation.display_price * 100)).toBeGreaterThan(0);

    const none = await page.request.get('/api/shop-ajax', {
      params: { action: 'get_variation', product_id: productId ?? '', attribute_size: 'a0' },
    });
    expect(await none.text()).toBe('false');
  });

  test('SW-013 a page with up to 30 variations embeds them: choosing asks the shop nothing', async ({
    page,
  }) => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('get_variation')) lookups.push(request.url());
    });
    await page.goto(PAPER_PRINT);
    const form = page.locator('form.variations_form');
    await expect(form).not.toHaveAttribute('data-product_variations');
    await chooseSomethingInStock(form);
    await expect(form.locator('.variation-form__price')).toHaveText(/^€[\d,]+$/);
    expect(lookups).toEqual([]);
  });

  test('SW-011 SW-013 a variation form inserted as a fragment is initialised 1000 ms after a cart call, asks get_variation and adds to the cart', async ({
    page,
  }) => {
    await page.goto(PAPER_PRINT);
    await expect(cartCount(page)).toHaveText('0');
    const own = page.locator('form.variations_form').first();
    const fragment = await insertForeignForm(page);
    const foreignForm = fragment.locator('form.variations_form');
    await expect(foreignForm).not.toHaveAttribute('data-initialised');

    // Times, in the page, of the cart call's completion and of the form's initialisation.
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as unknown as { __times: typeof times }).__times = times;
      window.addEventListener('atelier:cart-fragments', () => {
        times.cartCall ??= performance.now();
      });
      new MutationObserver(() => {
        const form = document.querySelector('.inserted-fragment form.variations_form');
        if (form?.hasAttribute('data-initialised')) times.initialised ??= performance.now();
      }).observe(document.querySelector('.inserted-fragment') as Node, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });

    // A cart call through the page's own form.
    const chosen = await chooseSomethingInStock(own);
    const expectedPrice = await own.locator('.variation-form__price').textContent();
    const expectedVariation = await own
      .locator('.single_add_to_cart_button')
      .getAttribute('data-variation_id');
    await own.locator('.single_add_to_cart_button').click();
    await expect(cartCount(page)).toHaveText('1');

    await expect(foreignForm).toHaveAttribute('data-initialised', 'true');
    const times = await page.evaluate(
      () => (window as unknown as { __times: Record<string, number> }).__times,
    );
    const delay = (times.initialised ?? 0) - (times.cartCall ?? 0);
    expect(delay).toBeGreaterThanOrEqual(1000 - 20);
    expect(delay).toBeLessThan(1600);

    // SW-013: no variation data embedded, so nothing is greyed out before the shop answers.
    await expect(groupsOf(fragment)).toHaveCount(3);
    await expect(fragment.locator('.swatch--unavailable, .swatch--disabled')).toHaveCount(0);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('get_variation')) lookups.push(request.url());
    });
    for (const [index, name] of chosen.entries()) {
      const answered =
        index === chosen.length - 1
          ? page.waitForResponse((response) => response.url().includes('get_variation'))
          : null;
      await groupsOf(fragment).nth(index).getByRole('radio', { name, exact: true }).click();
      if (answered) expect((await answered).status()).toBe(200);
    }
    expect(lookups).toHaveLength(1);
    await expect(fragment.locator('.variation-form__price')).toHaveText(expectedPrice ?? '');
    const button = fragment.locator('.single_add_to_cart_button');
    await expect(button).toHaveAttribute('data-variation_id', expectedVariation ?? '');

    await button.click();
    await expect(button).toHaveText('Added to cart');
    await expect(cartCount(page)).toHaveText('2');
  });
});

test.describe('image swatch hover box', () => {
  test('SW-012 hovering or focusing a paper swatch shows a preview box at least 250 px tall, inside the window; Escape hides it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAPER_PRINT);
    const paper = page.getByRole('radiogroup', { name: /^Paper/ });
    const first = paper.getByRole('radio').first();
    await first.scrollIntoViewIfNeeded();
    await first.hover();
    const box = first.locator('.swatch__preview');
    await expect(box).toBeVisible();
    const bounds = await box.boundingBox();
    expect(bounds?.height).toBeGreaterThanOrEqual(250);
    expect(bounds?.x).toBeGreaterThanOrEqual(0);
    expect((bounds?.x ?? 0) + (bounds?.width ?? 0)).toBeLessThanOrEqual(1280);
    await expect(box.locator('img')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('paper-swatch-preview.png') });

    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();

    // Keyboard: Tab into the group shows the focused item's box.
    await page.mouse.move(0, 0);
    await paper.getByRole('radio').first().focus();
    await expect(box).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(first).toBeFocused();

    // On a narrow window the box stays inside it.
    await page.setViewportSize({ width: 360, height: 740 });
    await first.scrollIntoViewIfNeeded();
    await first.hover();
    await expect(box).toBeVisible();
    const narrow = await box.boundingBox();
    expect(narrow?.x).toBeGreaterThanOrEqual(0);
    expect((narrow?.x ?? 0) + (narrow?.width ?? 0)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath('paper-swatch-preview-narrow.png') });
  });
});
