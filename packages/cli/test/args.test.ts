import { describe, expect, it } from 'vitest';
import { peekGameName, peekWords, shardOf } from '../src/args.js';

describe('finding the game before any is loaded', () => {
  it('takes the first word, or the second after verify and render, skipping options and their values', () => {
    expect(peekGameName(['sokobond', 'levels/'])).toBe('sokobond');
    expect(peekGameName(['--timeout', '5', '-j', '2', 'key-maze', '--part', '2'])).toBe('key-maze');
    expect(peekGameName(['-t5', '--json', '-q', 'golf-peaks'])).toBe('golf-peaks');
    expect(peekGameName(['--rules', 'course', 'ball-sort'])).toBe('ball-sort');
    expect(peekGameName(['--rules=course', 'ball-sort'])).toBe('ball-sort');
    expect(peekGameName(['verify', '--json', 'golf-peaks', 'a.txt', '1-↗'])).toBe('golf-peaks');
    expect(peekGameName(['render', 'cosmic-express', '-'])).toBe('cosmic-express');
    expect(peekGameName(['--', 'sokobond'])).toBe('sokobond');
    expect(peekGameName(['--version'])).toBeUndefined();
    expect(peekWords(['merge', 'a.jsonl', 'b.jsonl'])).toEqual(['merge', 'a.jsonl']);
  });
});

describe('--shard', () => {
  it('reads k/n with 1 ≤ k ≤ n', () => {
    expect(shardOf('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '1/0', '1', 'a/b', '1/2/3']) expect(() => shardOf(bad), bad).toThrow(/--shard needs k\/n/);
  });
});
