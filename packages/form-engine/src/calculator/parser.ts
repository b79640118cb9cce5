import { FUNCTION_NAMES, isFunctionName, PRECEDENCE, type FormulaNode } from './ast';
import { acceptsArgumentCount, describeArity } from './functions';
import { atCharacter, FormulaError } from './formula-error';
import { tokenize, type Token } from './tokenizer';

function startsOperand(token: Token): boolean {
  return (
    token.kind === 'number' ||
    token.kind === 'reference' ||
    token.kind === 'identifier' ||
    token.kind === 'open'
  );
}

/**
 * Recursive descent with precedence climbing. Every binary operator associates left to right,
 * `^` included (DEC-03); unary minus is read below every binary level, so it binds tightest.
 */
class Parser {
  private index = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): FormulaNode {
    if (this.tokens.length === 0) {
      throw new FormulaError(
        'empty-term',
        'The formula is empty: write at least one number, field reference or function.',
      );
    }
    const node = this.parseBinary(0);
    const rest = this.peek();
    if (rest !== undefined) throw this.unexpectedAfterTerm(rest);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private parseBinary(minimumPrecedence: number): FormulaNode {
    let left = this.parseUnary();
    for (;;) {
      const token = this.peek();
      if (token?.kind !== 'operator') return left;
      const precedence = PRECEDENCE[token.operator];
      if (precedence < minimumPrecedence) return left;
      this.index++;
      // `precedence + 1`: an operator of the same level on the right ends this operand,
      // so the loop folds it onto `left` (left associativity).
      const right = this.parseBinary(precedence + 1);
      left = { kind: 'binary', operator: token.operator, left, right };
    }
  }

  /**
   * At most one unary minus starts an operand (CALC-017): in `--3`, `(--x)`, `min(--x, 2)` or
   * `5 - --5` the first unary minus has another operator, not a value, on its right, as in the
   * Forminator calculator. `5 - -5` (a binary minus, then one unary) and `-(-3)` (the inner minus
   * starts a new operand inside brackets) stay valid. Whitespace does not matter: `- -3` is `--3`.
   */
  private parseUnary(): FormulaNode {
    const token = this.peek();
    if (!isMinus(token)) return this.parsePrimary();
    this.index++;
    const next = this.peek();
    if (isMinus(next)) throw stackedMinus(token, next);
    return { kind: 'negation', operand: this.parsePrimary() };
  }

  private parsePrimary(): FormulaNode {
    const token = this.peek();
    if (token === undefined || !startsOperand(token)) throw this.missingOperand();
    this.index++;
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: token.value };
      case 'reference':
        return { kind: 'reference', reference: token.reference };
      case 'identifier':
        return this.parseIdentifier(token);
      default:
        return this.parseGroup(token);
    }
  }

  private parseIdentifier(token: Token): FormulaNode {
    const name = token.text.toLowerCase();
    if (name === 'pi') return { kind: 'constant', name: 'pi' };
    if (!isFunctionName(name)) {
      throw new FormulaError(
        'unknown-identifier',
        `Unknown name '${token.text}' ${atCharacter(token.position)}: use pi or one of the functions ${FUNCTION_NAMES.join(', ')}.`,
        token.position,
      );
    }
    const open = this.peek();
    if (open?.kind !== 'open') {
      throw new FormulaError(
        'function-without-bracket',
        `The function '${token.text}' ${atCharacter(token.position)} must be followed by '(' and its arguments, as in ${name}(2).`,
        token.position,
      );
    }
    this.index++;
    const args = this.parseArguments(open);
    if (!acceptsArgumentCount(name, args.length)) {
      const given = `${args.length} ${args.length === 1 ? 'was' : 'were'} given`;
      throw new FormulaError(
        'wrong-arity',
        `The function '${token.text}' ${atCharacter(token.position)} ${describeArity(name)}, but ${given}.`,
        token.position,
      );
    }
    return { kind: 'call', name, args };
  }

  private parseArguments(open: Token): FormulaNode[] {
    if (this.peek()?.kind === 'close') {
      this.index++;
      return [];
    }
    const args = [this.parseBinary(0)];
    while (this.peek()?.kind === 'comma') {
      this.index++;
      args.push(this.parseBinary(0));
    }
    this.expectClose(open);
    return args;
  }

  private parseGroup(open: Token): FormulaNode {
    if (this.peek()?.kind === 'close') {
      throw new FormulaError(
        'empty-brackets',
        `The brackets ${atCharacter(open.position)} are empty: put a value or an expression between them.`,
        open.position,
      );
    }
    const expression = this.parseBinary(0);
    this.expectClose(open);
    return { kind: 'group', expression };
  }

  private expectClose(open: Token): void {
    const token = this.peek();
    if (token?.kind === 'close') {
      this.index++;
      return;
    }
    if (token === undefined) throw neverClosed(open);
    throw this.unexpectedAfterTerm(token);
  }

  /** A term ended and `token` can neither continue it nor close anything. */
  private unexpectedAfterTerm(token: Token): FormulaError {
    if (token.kind === 'close') {
      return new FormulaError(
        'unbalanced-brackets',
        `The bracket ')' ${atCharacter(token.position)} has no matching '('.`,
        token.position,
      );
    }
    if (token.kind === 'comma') {
      return new FormulaError(
        'misplaced-comma',
        `The comma ${atCharacter(token.position)} is outside a function call: commas only separate function arguments, as in max(1, 2).`,
        token.position,
      );
    }
    const previous = this.tokens[this.index - 1];
    return new FormulaError(
      'missing-operator',
      `An operator is missing between '${previous?.text ?? ''}' and '${token.text}' ${atCharacter(token.position)}.`,
      token.position,
    );
  }

  /** An operand was expected at the current token; explains what is missing, and where. */
  private missingOperand(): FormulaError {
    const current = this.peek();
    const previous = this.tokens[this.index - 1];
    if (current?.kind === 'operator') {
      return new FormulaError(
        'operator-without-operands',
        `The operator '${current.text}' ${atCharacter(current.position)} has no value on its left.`,
        current.position,
      );
    }
    if (previous?.kind === 'operator') {
      return new FormulaError(
        'operator-without-operands',
        `The operator '${previous.text}' ${atCharacter(previous.position)} has no value on its right.`,
        previous.position,
      );
    }
    if (current === undefined && previous?.kind === 'open') return neverClosed(previous);
    if (current?.kind === 'close' && previous === undefined) {
      return this.unexpectedAfterTerm(current);
    }
    const position = current?.position ?? previous?.position ?? 0;
    return new FormulaError(
      'empty-term',
      `A term is missing ${atCharacter(position)}: every function argument and every bracket needs a value.`,
      position,
    );
  }
}

function isMinus(token: Token | undefined): token is Token & { readonly kind: 'operator' } {
  return token?.kind === 'operator' && token.operator === '-';
}

/** `--x`: the unary minus `first` has a second minus, not a value, on its right. */
function stackedMinus(first: Token, second: Token): FormulaError {
  return new FormulaError(
    'operator-without-operands',
    `The operator '-' ${atCharacter(first.position)} has no value on its right, only another '-' ${atCharacter(second.position)}: a value cannot start with two minus signs. Remove both, or write -(-…) to negate a negative value.`,
    first.position,
  );
}

function neverClosed(open: Token): FormulaError {
  return new FormulaError(
    'unbalanced-brackets',
    `The bracket '(' ${atCharacter(open.position)} is never closed.`,
    open.position,
  );
}

/** Parses `source`, throwing a {@link FormulaError} that says what is wrong and where. */
export function parseFormulaOrThrow(source: string): FormulaNode {
  return new Parser(tokenize(source)).parse();
}

/** The formula's syntax tree, or the {@link FormulaError} explaining why it is rejected. */
export function parseFormula(source: string): FormulaNode | FormulaError {
  try {
    return parseFormulaOrThrow(source);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
}
