import { suggest } from '../src/content/describeError';

/** What a command accepts besides --help: switches (`--strict`), options with a value (`--fill de`) and how many plain arguments. */
export interface CommandSyntax {
  usage: string;
  switches?: readonly string[];
  options?: readonly string[];
  /** How many arguments that are not options it takes at most. */
  positionals?: number;
}

export interface CommandArguments {
  switches: Set<string>;
  options: Map<string, string>;
  positionals: string[];
}

/**
 * The arguments of the command that runs now, read as `syntax` says. With --help, prints the usage and exits 0; an
 * argument it does not understand is never ignored: it says what is wrong, prints the usage and exits 2.
 */
export function commandArguments({ usage, switches = [], options = [], positionals = 0 }: CommandSyntax): CommandArguments {
  const refuse = (mistake: string): never => {
    console.error(`${mistake}\n\n${usage}`);
    process.exit(2);
  };
  const args = process.argv.slice(2);
  const read: CommandArguments = { switches: new Set(), options: new Map(), positionals: [] };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    }
    if (!arg.startsWith('-')) {
      if (read.positionals.length === positionals) refuse(`"${arg}" is not an argument this command takes.`);
      read.positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (switches.includes(name) && equals === -1) read.switches.add(name);
    else if (options.includes(name)) {
      const value = equals === -1 ? args[++index] : arg.slice(equals + 1);
      if (!value || value.startsWith('-')) refuse(`${name} needs a value after it.`);
      read.options.set(name, value);
    } else refuse(`"${arg}" is not an option of this command.${suggest(name, [...switches, ...options, '--help'])}`);
  }
  return read;
}
