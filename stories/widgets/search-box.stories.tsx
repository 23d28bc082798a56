import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addToSearchHistory, clearSearchHistory } from '@sauda/commerce';
import { SearchBox, type SearchBoxProps } from '@sauda/ui';
import { liveSuggestions, recentSearches, suggestedSearches } from '../fixtures/frame';

/** Keeps the history and live suggestions as the storefront does, through commerce's history rules. */
function Stateful(props: SearchBoxProps) {
  const [history, setHistory] = useState(props.recentSearches ?? []);
  const [live, setLive] = useState<string[]>([]);
  return (
    <SearchBox
      {...props}
      recentSearches={history}
      suggestions={props.suggestions ?? live}
      onQueryChange={(text) => {
        props.onQueryChange?.(text);
        setLive(liveSuggestions(text));
      }}
      onSubmit={(text) => {
        props.onSubmit(text);
        setHistory((current) => addToSearchHistory(current, text));
      }}
      onClearHistory={() => {
        props.onClearHistory?.();
        setHistory(clearSearchHistory());
      }}
    />
  );
}

/**
 * The product search field, offering recent and suggested searches as the shopper types. Use it in the header, once
 * per page; to narrow a short list on a page, use a TextField of the search kind.
 */
const meta = {
  title: 'Widgets/SearchBox',
  component: SearchBox,
  args: {
    onSubmit: fn(),
    onQueryChange: fn(),
    onClearHistory: fn(),
    recentSearches,
    suggestedSearches,
  },
  argTypes: { suggestions: { control: 'object' } },
  render: (args) => (
    <div className="sd:min-h-[26rem] sd:max-w-xl">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: 'combobox', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;

/** The search box with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Open in an empty field: recent searches and suggested ones. */
export const RecentAndSuggested: Story = {
  play: async ({ canvas }) => {
    const input = field(canvas);
    await expect(input).toHaveAttribute('placeholder', 'Search in Sauda');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    const listbox = await canvas.findByRole('listbox', { name: 'Search suggestions' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    const recent = within(canvas.getByRole('group', { name: 'Recent Searches' })).getAllByRole('option');
    await expect(recent.map((option) => option.textContent)).toEqual(recentSearches);
    const suggested = within(canvas.getByRole('group', { name: 'Suggested Searches' })).getAllByRole('option');
    await expect(suggested).toHaveLength(8);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Clear History' })).toBeVisible());
    await expect(input).toHaveFocus();
  },
};

/** Typing shows live suggestions; ArrowDown makes one active (focus stays in the field) and Enter picks it. */
export const PicksSuggestionWithKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.keyboard('lawn');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('lawn');
    const group = await canvas.findByRole('group', { name: 'Suggestions' });
    const [first, second] = within(group).getAllByRole('option');
    await expect(first).toHaveAccessibleName('Lawn Suits');
    await expect(second).toHaveAccessibleName('Lawn Dupattas');
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('Lawn Suits');
    await expect(input).toHaveValue('Lawn Suits');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Enter without an active option searches the typed text, trimmed; it then heads the history. `action` only serves a
 * form submitted before the widget mounted: once mounted, the search goes to `onSubmit` and the page stays.
 */
export const SubmitsTypedText: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { action: '/search' },
  play: async ({ args, canvas, canvasElement }) => {
    const input = field(canvas);
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('action', '/search');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(input).toHaveAttribute('name', 'query');
    await userEvent.type(input, '  cotton kurta  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('cotton kurta');
    await userEvent.clear(input);
    await userEvent.click(input);
    const recent = within(await canvas.findByRole('group', { name: 'Recent Searches' })).getAllByRole('option');
    await expect(recent[0]).toHaveAccessibleName('cotton kurta');
    await expect(canvasElement.ownerDocument.defaultView!.location.pathname).not.toBe('/search');
  },
};

/** Blank text is never submitted: neither Enter nor the search button does anything. */
export const BlankSearchDoesNothing: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { recentSearches: [], suggestedSearches: [] },
  play: async ({ args, canvas }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('   ');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** The search button submits the text too. */
export const SearchButton: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.type(field(canvas), 'basmati');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('basmati');
  },
};

/** 'Clear History' empties the history and keeps the suggested searches; focus goes back to the field. */
export const ClearHistory: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await canvas.findByRole('group', { name: 'Recent Searches' });
    // Keyboard users reach the button with Tab: it follows the field while the dropdown shows.
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Clear History' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearHistory).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Recent Searches' })).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Clear History' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Suggested Searches' })).toBeVisible();
    await expect(input).toHaveFocus();
  },
};

/** Escape closes and keeps the text and focus; a click outside closes too; ArrowDown reopens. */
export const EscapeAndOutsideClickClose: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas, canvasElement }) => {
    const input = field(canvas);
    await userEvent.type(input, 'sh');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('sh');

    await userEvent.keyboard('{ArrowDown}');
    const option = await canvas.findByRole('option', { name: 'Men Shalwar Kameez' });
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('sh');
  },
};

/** APG combobox: Escape on a closed list clears the text and leaves the list closed. */
export const EscapeOnClosedListClears: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const input = field(canvas);
    await userEvent.type(input, 'sh');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Recent Searches' })).toBeNull();
  },
};

/** Tab out of the field to the Search button closes the list. */
export const TabToSearchButtonCloses: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { recentSearches: [] },
  play: async ({ canvas }) => {
    const input = field(canvas);
    await userEvent.type(input, 'sh');
    await canvas.findByRole('listbox');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('sh');
  },
};

/** A suggestion highlighted while the shopper moves through the list. */
export const ActiveOption: Story = {
  play: async ({ canvas }) => {
    const input = field(canvas);
    await userEvent.type(input, 'sh');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Shoes' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A click on an option searches it. */
export const PicksWithPointer: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(field(canvas));
    await userEvent.click(await canvas.findByRole('option', { name: 'Wireless Earbuds' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Wireless Earbuds');
    await expect(field(canvas)).toHaveFocus();
  },
};

/** While the suggestions load. */
export const LoadingSuggestions: Story = {
  args: { defaultValue: 'smart', suggestions: [], isLoading: true },
  play: async ({ canvas }) => {
    const input = field(canvas);
    await userEvent.click(input);
    const loading = await canvas.findByText('Loading suggestions...', { selector: 'div' });
    await waitFor(() => expect(loading).toBeVisible());
    await expect(canvas.getByRole('listbox', { name: 'Search suggestions' })).toHaveAttribute('aria-busy', 'true');
    await expect(input).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading suggestions...');
  },
};

/** No recent searches: only the suggested ones. */
export const WithoutHistory: Story = {
  args: { recentSearches: [] },
  play: async ({ canvas }) => {
    await userEvent.click(field(canvas));
    await canvas.findByRole('group', { name: 'Suggested Searches' });
    await expect(canvas.queryByRole('button', { name: 'Clear History' })).toBeNull();
  },
};

/** Nothing to suggest: the field alone. */
export const NothingToOffer: Story = {
  args: { recentSearches: [], suggestedSearches: [] },
  play: async ({ canvas }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The search box in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(field(canvas));
    await canvas.findByRole('listbox');
  },
};

/** The search box on a 360 px wide phone. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas), 'la');
    await canvas.findByRole('option', { name: 'Lawn Suits' });
  },
};
