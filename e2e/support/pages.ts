import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Account } from './api';

/** Signs in through the sign-in page, the way a person does. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const userMenu = (page: Page) => page.getByRole('button', { name: 'User menu' });

/**
 * axe: no violations on what the page shows now (or only inside `include`, e.g. `[role="dialog"]` for a modal).
 * Waits for CSS transitions and finite CSS animations to end first: a button caught mid colour change, or text
 * caught mid fade-in (a dialog or screen opening), fails the contrast rule.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (a) =>
            a instanceof CSSTransition ||
            (a instanceof CSSAnimation &&
              a.playState === 'running' &&
              a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY),
        ),
  );
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Ticks the ALTCHA box; the widget shows "Verified" once its proof of work is done. */
export async function solveCaptcha(page: Page) {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 20_000 });
}

/** Whether this browser can draw the flight map (WebGL); without it the map lists its routes instead. */
export const hasWebgl = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  });

/**
 * Scrolls to the flight map and waits until maplibre has drawn it. Only where this browser has no WebGL is the
 * listed-routes fallback accepted (the drawing failing for another reason is a bug, not a fallback).
 */
export async function expectFlightMapDrawn(page: Page, routes: RegExp | string) {
  const map = page.getByRole('region', { name: 'Flight map' });
  await map.scrollIntoViewIfNeeded();
  const drawn = map.locator('[data-map-ready="true"]');
  await expect((await hasWebgl(page)) ? drawn : map.getByText(routes)).toBeAttached({ timeout: 20_000 });
}
