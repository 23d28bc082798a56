import { expect, test } from './support/test';

test('search: suggestions while typing, history on Enter, Clear History, and the empty state', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search');
  const box = search.getByRole('combobox', { name: 'Search products' });
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });

  await box.fill('power');
  const live = suggestions.getByRole('group', { name: 'Suggestions' });
  await expect(live.getByRole('option', { name: 'Power Banks' })).toBeVisible();

  await box.press('Enter');
  await expect(page).toHaveURL('/search?query=power');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "power"' })).toBeVisible();
  await expect(page).toHaveTitle('Search Results for "power" - Sauda');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();

  await box.fill('');
  await box.click();
  const recent = suggestions.getByRole('group', { name: 'Recent Searches' });
  await expect(recent.getByRole('option', { name: 'power' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('searchHistory'))).toBe('["power"]');

  await box.fill('zzqx no such thing');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
  await expect(
    page.getByText(
      "Oops! We couldn't find any products matching your search. Try exploring other categories or updating your filters.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Categories' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Update Filters' })).toBeVisible();

  // The newest term comes first; 'Clear History' empties the list.
  await box.fill('');
  await box.click();
  await expect(recent.getByRole('option')).toHaveText(['zzqx no such thing', 'power']);
  await page.getByRole('button', { name: 'Clear History' }).click();
  await expect(recent).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear History' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('searchHistory'))).not.toContain('power');
});

test('search across scripts: Roman Urdu and Urdu script suggest and find the shoes, "shalwar kameez" the kurta shalwar', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('search').getByRole('combobox', { name: 'Search products' });
  const live = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('group', { name: 'Suggestions' });
  const results = page.getByRole('list', { name: 'Products' }).getByRole('article');

  for (const [typed, category] of [
    ['joota', 'Footwear'],
    ['جوتے', 'Footwear'],
    ['shalwar kameez', "Men's Kurta Shalwar"],
  ] as const) {
    await box.fill(typed);
    // The suggestions are the categories of what the search finds.
    await expect(live.getByRole('option', { name: category })).toBeVisible();
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(typed);
    await expect(page.getByRole('heading', { level: 1, name: `Search Results for "${typed}"` })).toBeVisible();
    await expect(results.first()).toBeVisible();
  }
});
