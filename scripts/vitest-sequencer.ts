// The integration files that run longest start first: in a fresh clone vitest has no durations from
// an earlier run and orders files by size, which started the README's commands (a small file that
// runs for a minute and more) last, with the other core idle until it ended.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = ['test/readme-commands.test.ts', 'packages/playground/test/playground.test.ts', 'test/writing-a-game.test.ts'];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification): number => {
      const at = LONGEST.findIndex((path) => file.moduleId.replaceAll('\\', '/').endsWith(path));
      return at < 0 ? LONGEST.length : at;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
