// A template's script: one journal line per text line, `<cuenta> D|H <expresión>`. The expression is
// parsed by mathjs and accepted only when it is arithmetic on known names (numbers, + - * /,
// parentheses, round/floor/ceil/min/max/abs); it is then evaluated by mathjs's own interpreter (no
// eval, no Function). A template is data: a script that does not follow these rules is refused.
import { type MathNode, parse } from 'mathjs';

export type ScriptLine = { target: string; side: 'D' | 'H'; expression: string; node: MathNode };
export type ScriptScope = Record<string, number>;

const FUNCTIONS = new Set(['round', 'floor', 'ceil', 'min', 'max', 'abs']);
const OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'unaryMinus', 'unaryPlus']);
const LINE = /^\s*([a-z_][a-z0-9_]*)\s+([DH])\s+(.+?)\s*$/;

export class ScriptError extends Error {}

/** The lines of a script whose expressions only name `names`; throws ScriptError otherwise. */
export function parseScript(script: string, names: ReadonlySet<string>): ScriptLine[] {
  return script
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((text, i) => {
      const m = LINE.exec(text);
      if (!m) throw new ScriptError(`line ${i + 1}: expected "<cuenta> D|H <expresión>"`);
      let node: MathNode;
      try {
        node = parse(m[3]!);
      } catch (err) {
        throw new ScriptError(`line ${i + 1}: ${(err as Error).message}`);
      }
      node.traverse((n, _path, parent) => {
        const ok =
          (n.type === 'ConstantNode' && typeof (n as unknown as { value: unknown }).value === 'number') ||
          n.type === 'ParenthesisNode' ||
          (n.type === 'OperatorNode' && OPERATORS.has((n as unknown as { fn: string }).fn)) ||
          (n.type === 'FunctionNode' && FUNCTIONS.has((n as unknown as { fn: { name: string } }).fn.name)) ||
          (n.type === 'SymbolNode' &&
            (names.has((n as unknown as { name: string }).name) ||
              (parent?.type === 'FunctionNode' && FUNCTIONS.has((n as unknown as { name: string }).name))));
        if (!ok) throw new ScriptError(`line ${i + 1}: "${m[3]}" uses something a template may not`);
      });
      return { target: m[1]!, side: m[2] as 'D' | 'H', expression: m[3]!, node };
    });
}

/** Each line's amount in whole pesos (rounded half away from zero, as the SII rounds). */
export function evaluateScript(
  lines: readonly ScriptLine[],
  scope: ScriptScope,
): { line: ScriptLine; amount: number }[] {
  return lines.map((line) => {
    const value = line.node.compile().evaluate({ ...scope });
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new ScriptError(`"${line.expression}" is not a number`);
    return { line, amount: Math.sign(value) * Math.round(Math.abs(value)) };
  });
}
