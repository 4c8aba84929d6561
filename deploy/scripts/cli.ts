/** Runs a release command: its message on success, and on failure the reason alone and exit code 1. */
export const runCommand = async (usage: string, command: (args: string[]) => Promise<string>): Promise<void> => {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(usage);
    return;
  }
  try {
    console.log(await command(args));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
};

/** The value after a `--flag` in the arguments, and the arguments without the pair. */
export const takeOption = (args: string[], flag: string): { value?: string; rest: string[] } => {
  const index = args.indexOf(flag);
  if (index === -1) return { rest: args };
  return { value: args[index + 1], rest: [...args.slice(0, index), ...args.slice(index + 2)] };
};

/** Help text of `--target`, shared by the release commands. */
export const targetUsage = '[--target <s3://bucket/prefix or folder; default RELEASE_TARGET, else the web root>]';
