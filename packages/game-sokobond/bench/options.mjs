// Command-line options of the benchmark scripts: `--name value` pairs and bare `--flag`s.
const args = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the option is absent. */
export const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};

/** Whether the bare `--name` is given. */
export const flag = (name) => args.includes(`--${name}`);
