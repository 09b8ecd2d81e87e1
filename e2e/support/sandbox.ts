import type { Page } from '@playwright/test';

/** The payment sandbox's test card that pays at once. */
export const PAYING_CARD = '4242 4242 4242 4242';

/** Fills the sandbox's checkout page for KNET (`kn`) or a card (`vm`), once the page is there; does not press Pay. */
export async function fillSandboxCheckout(page: Page, method: 'kn' | 'vm', { name, card = PAYING_CARD }: { name: string; card?: string }): Promise<void> {
  await page.waitForURL(/\/sandbox\/myfatoorah\/checkout\/\d+/);
  if (method === 'kn') {
    await page.locator('#knet-card-number').fill(card);
    await page.locator('#knet-expiry').fill('09/30');
    await page.locator('#knet-pin').fill('1234');
  } else {
    await page.locator('#card-number').fill(card);
    await page.locator('#card-name').fill(name);
    await page.locator('#card-expiry').fill('12/39');
    await page.locator('#card-cvv').fill('123');
  }
}

/** Pays on the sandbox's checkout page and waits for the app's result page. */
export async function payInSandbox(page: Page, method: 'kn' | 'vm', name: string): Promise<void> {
  await fillSandboxCheckout(page, method, { name });
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/payment\/success\?paymentId=\d+&Id=\d+/);
}
