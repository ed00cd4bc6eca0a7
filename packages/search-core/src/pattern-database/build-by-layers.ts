import { SearchError } from '../errors.js';
import type { Control, Stop } from '../internal/control.js';
import type { SearchStats } from '../result.js';
import type { PatternAbstraction } from './build-pattern-database.js';

/** Distances reach at most this; 255 marks an entry not (yet) reached. */
const CAP = 254;
const UNREACHED = 255;

/** What the layered build returns: the byte table (one entry per group), or why it stopped. */
export type LayeredBuild = { readonly table: Uint8Array; readonly stop?: undefined } | { readonly table?: undefined; readonly stop: Stop };

/**
 * Breadth-first search backwards from the goals, one layer (distance) at a time, for abstractions
 * whose every move costs 1. It keeps three bits per abstract state (reached, this layer, the next
 * layer) and one byte per entry: abstract spaces of billions of states fit in a few gigabytes. A
 * layer is read by scanning its bit set in index order; an entry gets its distance when the first
 * state of its group is reached, which, layer by layer, is its smallest.
 */
export function buildByLayers(
  abstraction: PatternAbstraction,
  groupSize: number,
  control: Control,
  stats: SearchStats,
  allocate: (bytes: number) => Uint8Array,
): LayeredBuild {
  const size = abstraction.size;
  const words = Math.ceil(size / 32);
  const bits = () => new Uint32Array(allocate(words * 4).buffer);
  const seen = bits();
  let layer = bits();
  let next = bits();
  const table = allocate(size / groupSize).fill(UNREACHED);
  let reached = 0;
  let pending = 0;
  let distance = 0;
  let expanding = 0;
  let generatedHere = 0;
  let duplicatesHere = 0;

  const emit = (predecessor: number, cost: number): void => {
    generatedHere++;
    if (!(predecessor < size) || predecessor >>> 0 !== predecessor) {
      throw new SearchError('invalid-problem', `abstract state ${expanding} has a predecessor ${String(predecessor)} outside [0, ${size})`);
    }
    if (cost !== 1) throw new SearchError('invalid-cost', `an abstraction with unitCost emits cost 1 only, got ${String(cost)}`);
    const w = predecessor >>> 5;
    const bit = 1 << (predecessor & 31);
    if ((seen[w]! & bit) !== 0) {
      duplicatesHere++;
      return;
    }
    seen[w] = seen[w]! | bit;
    next[w] = next[w]! | bit;
    reached++;
    pending++;
    const entry = groupSize === 1 ? predecessor : Math.floor(predecessor / groupSize);
    if (table[entry] === UNREACHED) table[entry] = Math.min(distance + 1, CAP);
  };

  for (let i = 0; i < abstraction.goals.length; i++) {
    const goal = abstraction.goals[i]!;
    if (!(goal < size) || goal >>> 0 !== goal) throw new SearchError('invalid-problem', `goal ${String(goal)} is outside [0, ${size})`);
    const w = goal >>> 5;
    const bit = 1 << (goal & 31);
    if ((seen[w]! & bit) !== 0) continue;
    seen[w] = seen[w]! | bit;
    next[w] = next[w]! | bit;
    reached++;
    pending++;
    table[groupSize === 1 ? goal : Math.floor(goal / groupSize)] = 0;
  }
  const settle = () => {
    stats.generated += generatedHere;
    stats.duplicates += duplicatesHere;
    generatedHere = duplicatesHere = 0;
    if (pending > stats.peakFrontier) stats.peakFrontier = pending;
    stats.peakStored = reached;
  };
  const maxExpansions = control.maxExpansions;
  // The goals are layer 0; each pass expands one layer and fills the next.
  for (distance = -1; pending > 0; ) {
    distance++;
    [layer, next] = [next, layer];
    settle();
    pending = 0;
    for (let w = 0; w < words; w++) {
      let word = layer[w]!;
      if (word === 0) continue;
      layer[w] = 0; // emptied as it is read: it is the next layer after the swap
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const index = w * 32 + 31 - Math.clz32(low);
        if (stats.expanded >= maxExpansions) {
          settle();
          return { stop: control.expansionsSpent };
        }
        if (stats.expanded >= control.nextCheck) {
          settle();
          const stop = control.poll(stats, pending, reached, distance);
          if (stop && stop.status !== 'paused') return { stop };
        }
        stats.expanded++;
        expanding = index;
        abstraction.predecessors(index, emit);
      }
    }
  }
  settle();
  return { table };
}
