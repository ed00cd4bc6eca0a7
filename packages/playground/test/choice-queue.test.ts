import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChoiceQueue } from '../src/choice-queue.js';

type Action = { readonly steps: number; readonly throws: boolean } | 'back';
const actions = fc.array(fc.oneof(fc.record({ steps: fc.nat(3), throws: fc.boolean() }), fc.constant<Action>('back')), { maxLength: 12 });

describe('ChoiceQueue', () => {
  it('runs choices one at a time in the order made; Back drops the ones not started and tells the one running', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), actions, async (s, program) => {
        const failures: unknown[] = [];
        const queue = new ChoiceQueue((e) => failures.push(e));
        let era = 0;
        let running = 0;
        let mostRunning = 0;
        const started: number[] = [];
        const finished: number[] = [];
        const made: { index: number; era: number }[] = [];
        s.scheduleSequence(
          program.map((action, index) => () => {
            if (action === 'back') {
              era++;
              queue.navigated();
              return Promise.resolve();
            }
            const madeAt = era;
            made.push({ index, era: madeAt });
            queue.choose(async (current) => {
              // Started only while the page it was made on is still shown.
              expect(era).toBe(madeAt);
              started.push(index);
              running++;
              mostRunning = Math.max(mostRunning, running);
              try {
                for (let step = 0; step < action.steps; step++) {
                  await s.schedule(Promise.resolve());
                  expect(current()).toBe(era === madeAt);
                }
                if (action.throws) throw new Error(`choice ${index}`);
              } finally {
                running--;
                finished.push(index);
              }
            });
            return Promise.resolve();
          }),
        );
        // A choice starts a few microtasks after the one before ends: wait until nothing is left.
        do {
          await s.waitAll();
          await new Promise((resolve) => setTimeout(resolve, 0));
        } while (s.count() > 0);
        // The oracle: one at a time, in the order made, every choice made since the last Back run
        // to its end, and each throw reported without stopping the choices after it.
        expect(mostRunning).toBeLessThanOrEqual(1);
        expect(started).toEqual([...started].sort((a, b) => a - b));
        expect(finished).toEqual(started);
        const last = made.filter((m) => m.era === era).map((m) => m.index);
        expect(started.filter((i) => last.includes(i))).toEqual(last);
        const thrown = started.filter((i) => (program[i] as { throws: boolean }).throws).map((i) => `choice ${i}`);
        expect(failures.map((e) => (e as Error).message)).toEqual(thrown);
      }),
    );
  });

  it('a choice made while another awaits starts only when that one ends', async () => {
    const queue = new ChoiceQueue((e) => {
      throw e;
    });
    const order: string[] = [];
    let release = (): void => undefined;
    const reading = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.choose(async () => {
      order.push('file asked');
      await reading;
      order.push('file read');
    });
    queue.choose(() => {
      order.push('game');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['file asked']);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['file asked', 'file read', 'game']);
  });
});
