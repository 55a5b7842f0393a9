import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromOutbox } from './outbox';

/** A password field by its label (the required mark may follow it). */
export const password = (page: Page, name = 'Password') =>
  page.getByLabel(new RegExp(`^${name}\\*?$`));

/** Registers through the form and lands on the 'confirm your e-mail' page. */
export async function register(page: Page, email: string, secret: string) {
  await page.goto('/auth/register');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await password(page).fill(secret);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/confirm-email$/);
}

/** Signs in through the form. */
export async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await password(page).fill(secret);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A new student: registered, confirmed from the outbox, signed in and on the dashboard. */
export async function signInAsNewStudent(
  page: Page,
  request: APIRequestContext,
  email: string,
  secret = 'Str0ng-pass!',
) {
  await register(page, email, secret);
  await page.goto(await linkFromOutbox(request, email, 'EMAIL_VERIFICATION'));
  await expect(
    page.getByText('Your email address is confirmed. You can sign in now.'),
  ).toBeVisible();
  await signIn(page, email, secret);
  await expect(page).toHaveURL(/\/dashboard$/);
}
