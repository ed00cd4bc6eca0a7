// The tables of the limits benches: per row, cases, failures by kind, worst overshoot and worst memory ratio.

/** One table row per entry point (or game): cases, failures by kind, worst overshoot, worst memory ratio. */
export class Tally {
  constructor(first = 'entry point') {
    this.first = first;
    this.rows = new Map();
  }

  row(entry) {
    let r = this.rows.get(entry);
    if (r === undefined)
      this.rows.set(entry, (r = { cases: 0, failures: new Map(), worstMs: undefined, worstRatio: undefined, notes: new Set() }));
    return r;
  }

  /**
   * One case: `failure` (a kind, or none), `overshootMs` (wall time past the limit) and `cpuShare`
   * (the case thread's CPU time over its wall time: on a loaded machine a thread waits for a core,
   * and the overshoot × the share estimates the part of it the thread spent working), `ratio`.
   */
  add(entry, { failure, overshootMs, cpuShare, ratio, note }) {
    const r = this.row(entry);
    r.cases++;
    if (failure !== undefined) r.failures.set(failure, (r.failures.get(failure) ?? 0) + 1);
    if (overshootMs !== undefined) r.worstMs = Math.max(r.worstMs ?? -Infinity, overshootMs);
    if (overshootMs !== undefined && cpuShare !== undefined)
      r.worstCpuMs = Math.max(r.worstCpuMs ?? -Infinity, overshootMs * Math.min(1, cpuShare));
    if (ratio !== undefined) r.worstRatio = Math.max(r.worstRatio ?? 0, ratio);
    if (note !== undefined) r.notes.add(note);
  }

  print(title, kinds, { ms = false, ratio = false } = {}) {
    console.log(`\n## ${title}\n`);
    const head = [
      this.first,
      'cases',
      ...kinds,
      ...(ms ? ['worst overshoot ms', 'worst × CPU share ms'] : []),
      ...(ratio ? ['worst memory ratio'] : []),
      'stopped with',
    ];
    console.log(`| ${head.join(' | ')} |`);
    console.log(
      `|---|${head
        .slice(1)
        .map(() => '---:')
        .join('|')}|`,
    );
    const totals = { cases: 0, failures: 0, byKind: {} };
    for (const [entry, r] of this.rows) {
      const cells = [entry, r.cases, ...kinds.map((k) => r.failures.get(k) ?? 0)];
      if (ms) cells.push(r.worstMs === undefined ? '' : r.worstMs.toFixed(1), r.worstCpuMs === undefined ? '' : r.worstCpuMs.toFixed(1));
      if (ratio) cells.push(r.worstRatio === undefined ? '' : r.worstRatio.toFixed(2));
      cells.push([...r.notes].join(', '));
      console.log(`| ${cells.join(' | ')} |`);
      totals.cases += r.cases;
      for (const [k, n] of r.failures) {
        totals.failures += n;
        totals.byKind[k] = (totals.byKind[k] ?? 0) + n;
      }
    }
    const worstMs = Math.max(...[...this.rows.values()].map((r) => r.worstMs ?? -Infinity));
    const worstCpuMs = Math.max(...[...this.rows.values()].map((r) => r.worstCpuMs ?? -Infinity));
    const worstRatio = Math.max(...[...this.rows.values()].map((r) => r.worstRatio ?? 0));
    console.log(`\n${totals.cases} cases, ${totals.failures} failures${totals.failures ? ` (${JSON.stringify(totals.byKind)})` : ''}.`);
    return {
      ...totals,
      ...(ms ? { worstMs: Number(worstMs.toFixed(1)), worstCpuMs: Number(worstCpuMs.toFixed(1)) } : {}),
      ...(ratio ? { worstRatio: Number(worstRatio.toFixed(2)) } : {}),
    };
  }
}
