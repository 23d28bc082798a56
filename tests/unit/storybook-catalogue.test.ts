import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractDescription, loadCsf, type CsfFile } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

/**
 * The Storybook a designer reviews: the sidebar lists states, each with a one-line description, and each component
 * says when to use it. Play-test scenarios stay in the files (the test-runner and the visual suite still run them)
 * but carry the `scenario` tag with `!dev` and `!autodocs`, which keeps them out of the sidebar and the docs page.
 */

const storiesDir = fileURLToPath(new URL('../../stories/', import.meta.url));
const storyFiles = readdirSync(storiesDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.stories.tsx'))
  .sort();

/** The tags that hide a scenario: out of the sidebar (`dev`) and the docs page (`autodocs`). */
const SCENARIO_TAGS = ['!dev', '!autodocs', 'scenario'];

/**
 * The rule for a state's name. A name reads like a test step when
 * - it starts with a third-person verb: a first word ending in -s that is not one of the plural nouns below
 *   ("Toggles The Wishlist Heart", "Submits And Clears"), or
 * - a later word is a third-person verb ("Old Price Missing Shows Twice Price", "Failed Order Keeps Values"), or
 * - any word names a gesture, a key or an assertion ("Click Label Toggles", "Press With Keyboard", "Label Is The Name").
 */
const PLURAL_NOUNS = new Set([
  'Cancellations',
  'Circles',
  'Columns',
  'Details',
  'Initials',
  'Options',
  'Orders',
  'Returns',
  'Reviews',
  'Sizes',
  'Tones',
  'Variants',
]);
/** Verbs only: words that are also plural nouns ("Social Links", "With Filters Set", "No Matches") are left out. */
const THIRD_PERSON_VERBS = new Set(
  (
    'Adjusts Applies Asks Clears Closes Copies Does Fails Falls Fills Flips Follows Holds Keeps Lasts Logs Moves ' +
    'Opens Picks Reaches Reads Refuses Removes Resends Resets Returns Rounds Says Sends Shows Signs Stays Submits ' +
    'Switches Takes Toggles Waits'
  ).split(' '),
);
const STEP_WORDS = new Set(
  (
    'Are Arrow Arrows Backspace Click Clicks Do Drag Enter Escape Focus Is Keyboard Lets Must Paste Pasting ' +
    'Pointer Press Presses Should Then Type Typing'
  ).split(' '),
);

/** Why a story's name reads like a test step, or undefined when it names a state. */
function stepLikeName(name: string): string | undefined {
  const [first = '', ...rest] = name.split(/\s+/);
  if (/[^s]s$/.test(first) && !PLURAL_NOUNS.has(first)) return `starts with a verb ("${first}")`;
  const verb = rest.find((word) => THIRD_PERSON_VERBS.has(word));
  if (verb) return `has a verb ("${verb}")`;
  const step = [first, ...rest].find((word) => STEP_WORDS.has(word));
  if (step) return `names a step ("${step}")`;
  return undefined;
}

/** Notes for engineers, not designers: spec sections, ARIA attributes and guideline numbers. */
const JARGON = /§|\baria-|\bWCAG\b|\bAPG\b/;

interface StoryEntry {
  file: string;
  key: string;
  name: string;
  tags: string[];
  description: string;
}

interface MetaEntry {
  file: string;
  title: string;
  description: string;
}

/** A string value at `path` inside an object literal of the file, if it is written as a literal. */
function literalAt(node: unknown, path: string[]): string | undefined {
  let current = node as {
    type?: string;
    properties?: unknown[];
    value?: unknown;
    quasis?: { value: { cooked: string } }[];
  };
  for (const key of path) {
    if (current?.type !== 'ObjectExpression') return undefined;
    const property = (current.properties as { key?: { name?: string; value?: string }; value?: unknown }[]).find(
      (p) => p.key?.name === key || p.key?.value === key,
    );
    current = property?.value as typeof current;
  }
  if (current?.type === 'StringLiteral') return current.value as string;
  if (current?.type === 'TemplateLiteral') return current.quasis?.map((q) => q.value.cooked).join('');
  return undefined;
}

function read(file: string): { csf: CsfFile; stories: StoryEntry[]; meta: MetaEntry } {
  const code = readFileSync(`${storiesDir}${file}`, 'utf8');
  const csf = loadCsf(code, { fileName: file, makeTitle: (title) => title ?? file }).parse();
  const metaTags = csf.meta?.tags ?? [];
  const stories = Object.entries(csf._stories).map(([key, story]) => ({
    file,
    key,
    name: story.name ?? key,
    tags: [...metaTags, ...(story.tags ?? [])],
    description: extractDescription(csf._storyStatements[key]).trim(),
  }));
  const metaDescription =
    extractDescription(csf._metaStatement).trim() ||
    literalAt(csf._metaAnnotations.parameters, ['docs', 'description', 'component'])?.trim() ||
    '';
  return { csf, stories, meta: { file, title: csf.meta?.title ?? file, description: metaDescription } };
}

const catalogue = storyFiles.map(read);
const stories = catalogue.flatMap((entry) => entry.stories);
/** Stories in the sidebar: all but the scenarios (a `!dev` tag drops a story from it). */
const visible = stories.filter((story) => !story.tags.includes('!dev'));

describe('the Storybook catalogue', () => {
  it('reads every story file', () => {
    expect(storyFiles.length).toBeGreaterThanOrEqual(80);
    expect(stories.length).toBeGreaterThanOrEqual(700);
    expect(visible.length).toBeGreaterThan(0);
  });

  it('gives every component a "when to use" description without spec or ARIA jargon', () => {
    const missing = catalogue.filter(({ meta }) => meta.description === '').map(({ meta }) => meta.title);
    expect(missing).toEqual([]);
    const jargon = catalogue.filter(({ meta }) => JARGON.test(meta.description)).map(({ meta }) => meta.title);
    expect(jargon).toEqual([]);
  });

  it('names every story in the sidebar by the state it shows', () => {
    const stepNames = visible
      .map((story) => ({ story: `${story.file} › ${story.name}`, why: stepLikeName(story.name) }))
      .filter(({ why }) => why !== undefined);
    expect(stepNames).toEqual([]);
  });

  it('describes every story in the sidebar in one line', () => {
    const undescribed = visible.filter((story) => story.description === '').map((s) => `${s.file} › ${s.name}`);
    expect(undescribed).toEqual([]);
    const long = visible.filter((story) => /\n/.test(story.description)).map((s) => `${s.file} › ${s.name}`);
    expect(long).toEqual([]);
    const jargon = visible.filter((story) => JARGON.test(story.description)).map((s) => `${s.file} › ${s.name}`);
    expect(jargon).toEqual([]);
  });

  it('keeps at least one state of every component in the sidebar', () => {
    const allHidden = catalogue
      .filter(({ stories: own }) => own.every((story) => story.tags.includes('!dev')))
      .map(({ meta }) => meta.title);
    expect(allHidden).toEqual([]);
  });

  it('hides scenarios from both the sidebar and the docs page, and keeps them tested', () => {
    const halfHidden = stories
      .filter((story) => SCENARIO_TAGS.some((tag) => story.tags.includes(tag)))
      .filter((story) => !SCENARIO_TAGS.every((tag) => story.tags.includes(tag)) || story.tags.includes('!test'))
      .map((story) => `${story.file} › ${story.name}`);
    expect(halfHidden).toEqual([]);
  });
});

describe('stepLikeName', () => {
  it.each([
    'Toggles The Wishlist Heart',
    'Confirmation Lasts Two Seconds',
    'Old Price Missing Shows Twice Price',
    'Click Label Toggles',
    'Space Toggles',
    'Backdrop Click Closes',
    'Focus Returns To Trigger',
    'Press With Keyboard',
    'Pending Submit Holds The Form',
    'Label Is The Name',
  ])('reads "%s" as a test step', (name) => {
    expect(stepLikeName(name)).toBeDefined();
  });

  it.each([
    'Default',
    'Disabled',
    'Loading',
    'Empty',
    'Right To Left',
    'Small Screen',
    'With Error',
    'Playground',
    'Urdu Formats',
    'Returns',
    'Sizes',
  ])('reads "%s" as a state', (name) => {
    expect(stepLikeName(name)).toBeUndefined();
  });
});
