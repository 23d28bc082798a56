import { describe, expect, it } from 'vitest';
import { firstError } from './first-error';
import { QUESTION_MAX_LENGTH, questionError, questionLength } from './question-rule';
import { questionSchema } from './question-schema';

describe('question rule', () => {
  it('requires text after trimming', () => {
    expect(questionError('')).toBe('Please write your question.');
    expect(questionError(' \n\t ')).toBe('Please write your question.');
    expect(questionError(' Is it cotton? ')).toBeNull();
  });

  it('allows 500 characters, counting an emoji or an Urdu letter once', () => {
    expect(questionError('ک'.repeat(QUESTION_MAX_LENGTH))).toBeNull();
    expect(questionError(`  ${'😀'.repeat(QUESTION_MAX_LENGTH)}  `)).toBeNull();
    expect(questionError('a'.repeat(QUESTION_MAX_LENGTH + 1))).toBe('Your question can be at most 500 characters.');
    expect(questionLength(' کیا یہ اصلی ہے؟ 👍 ')).toBe(17);
  });

  it('the schema applies the same rule and trims its output', () => {
    expect(questionSchema.parse('  Kya yeh original hai?  ')).toBe('Kya yeh original hai?');
    expect(firstError(questionSchema, undefined)).toBe('Please write your question.');
    expect(firstError(questionSchema, 42)).toBe('Please write your question.');
    expect(firstError(questionSchema, 'x'.repeat(501))).toBe('Your question can be at most 500 characters.');
  });
});
