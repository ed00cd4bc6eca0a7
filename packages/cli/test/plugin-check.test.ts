import { describe, expect, it } from 'vitest';
import { pluginOf } from '../src/plugin-check.js';
import { plugin as counter } from './fixtures/counter-plugin.mjs';

describe('checking a plugin module against the contract', () => {
  it('accepts the plugin export, from ESM or from CommonJS seen through default', () => {
    expect(pluginOf({ plugin: counter }, 'm')).toBe(counter);
    expect(pluginOf({ default: { plugin: counter } }, 'm')).toBe(counter);
  });

  it('says what is wrong with a module that is not a plugin', () => {
    expect(pluginOf({}, 'm')).toBe('m does not export `plugin`');
    expect(pluginOf({ plugin: { ...counter, apiVersion: 2 } }, 'm')).toContain('apiVersion 2 is not supported');
    expect(pluginOf({ plugin: { ...counter, name: 'Counter Game' } }, 'm')).toContain('lower-case');
    expect(pluginOf({ plugin: { ...counter, name: 'verify' } }, 'm')).toContain('is a puzzle-solve command');
    expect(pluginOf({ plugin: { ...counter, verify: undefined } }, 'm')).toContain('no function `verify`');
    expect(pluginOf({ plugin: { ...counter, samples: undefined } }, 'm')).toContain('no list `samples`');
    const clash = { ...counter, options: [{ name: 'timeout', description: '', default: '1' }] };
    expect(pluginOf({ plugin: clash }, 'm')).toContain('--timeout is a puzzle-solve option');
  });

  it('lists every missing member at once', () => {
    const { solve: _solve, render: _render, replay: _replay, extensions: _extensions, ...rest } = counter;
    expect(pluginOf({ plugin: { ...rest, name: 'Bad Name' } }, 'm')).toBe(
      'm: plugin Bad Name does not fit the contract: its name must be lower-case letters, digits and dashes; ' +
        'no function `solve`, `render`, `replay`; no list `extensions`',
    );
  });
});
