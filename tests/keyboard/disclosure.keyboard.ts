import { expect, test, type Page } from '@playwright/test';
import { openStory, press } from './story';

// APG accordion (disclosure buttons): https://www.w3.org/WAI/ARIA/apg/patterns/accordion/ (the FAQ).
const question = (page: Page, name: string) => page.getByRole('button', { name });
const track = 'How can I track my order?';

for (const key of ['Enter', 'Space'])
  test(`${key} on a question shows its answer and ${key} again hides it; focus stays on the question`, async ({
    page,
  }) => {
    await openStory(page, 'widgets-faqaccordion--without-search');
    await question(page, track).focus();
    await expect(question(page, track)).toHaveAttribute('aria-expanded', 'false');
    await press(page, key);
    await expect(question(page, track)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: track })).toBeVisible();
    await expect(question(page, track)).toBeFocused();
    await press(page, key);
    await expect(question(page, track)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: track })).toHaveCount(0);
  });
