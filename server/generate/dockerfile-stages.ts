/**
 * The build stages of a Dockerfile, parsed by dockerfile-ast (the parser of the Dockerfile
 * language server): each stage's name, its base (the global ARG defaults a FROM names filled
 * in) and its instructions, for the tests that hold the images to the repository.
 */
import { Copy, DockerfileParser } from 'dockerfile-ast';

interface Instruction {
  keyword: string;
  /** The arguments as written, flags left out; continuation lines joined. */
  args: string[];
  /** The stage a COPY --from names. */
  from?: string;
  text: string;
}

export interface Stage {
  name: string | null;
  base: string;
  instructions: Instruction[];
}

export function parseStages(text: string): Stage[] {
  const dockerfile = DockerfileParser.parse(text);
  const globals = new Map(
    dockerfile
      .getInitialARGs()
      .map((arg) => [arg.getProperty()?.getName() ?? '', arg.getProperty()?.getValue() ?? '']),
  );
  const resolve = (value: string) =>
    value.replace(
      /\$\{(\w+)\}|\$(\w+)/g,
      (all, a?: string, b?: string) => globals.get(a ?? b ?? '') ?? all,
    );
  return dockerfile.getFROMs().map((from) => {
    const stage = dockerfile.getContainingImage(from.getRange().start)!;
    return {
      name: from.getBuildStage(),
      base: resolve(from.getImage() ?? ''),
      instructions: stage.getInstructions().map((instruction) => {
        const copyFrom =
          instruction instanceof Copy ? instruction.getFromFlag()?.getValue() : undefined;
        return {
          keyword: instruction.getKeyword(),
          args: instruction
            .getArguments()
            .map((argument) => argument.getValue())
            .filter((value) => !value.startsWith('--')),
          ...(copyFrom ? { from: copyFrom } : {}),
          text: instruction.getArgumentsContent() ?? '',
        };
      }),
    };
  });
}
