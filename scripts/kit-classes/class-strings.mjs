// Finds the class lists in TypeScript/TSX sources: the literal text of every string that names CSS classes (a
// `className`-like JSX attribute, the arguments of `cx`/`clsx`/`cn`, a `cva` call's base, variants and compound
// `class`/`className`, a variable or property named like `…Class`/`…Classes`, and the constants those refer to).
// Used by tests/unit/kit-class-prefix.test.ts to hold every Tailwind class to the kit's `sd:` prefix.
import ts from 'typescript';

const CLASS_CALLS = new Set(['cx', 'clsx', 'cn']);
const CLASS_NAME = /(^class$|className$|Class$|Classes$)/;

/**
 * The class strings of `source`: each with its text (the literal's content; template parts as they stand), the
 * offset of that text in the file, and whether it runs into a template substitution at its start or end.
 * @param {string} fileName
 * @param {string} source
 * @returns {{ text: string, start: number, open: { start: boolean, end: boolean } }[]}
 */
export function classStrings(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  /** Constants of the file by name, to follow an identifier used as a class list. */
  const constants = new Map();
  const found = new Map();
  const seen = new Set();

  /** `open`: the text continues into a template substitution before (`start`) or after it (`end`). */
  const record = (node, text, start, open = { start: false, end: false }) => {
    if (!found.has(start)) found.set(start, { text, start, open });
    seen.add(node);
  };

  const walk = (node) => {
    if (!node || seen.has(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      record(node, node.text, node.getStart(file) + 1);
    } else if (ts.isTemplateExpression(node)) {
      record(node.head, node.head.text, node.head.getStart(file) + 1, { start: false, end: true });
      for (const span of node.templateSpans) {
        walk(span.expression);
        const last = ts.isTemplateTail(span.literal);
        record(span.literal, span.literal.text, span.literal.getStart(file) + 1, { start: true, end: !last });
      }
    } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
      walk(node.expression);
    } else if (ts.isConditionalExpression(node)) {
      walk(node.whenTrue);
      walk(node.whenFalse);
    } else if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.AmpersandAmpersandToken) walk(node.right);
      else if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
        walk(node.left);
        walk(node.right);
      }
    } else if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) walk(element);
    } else if (ts.isObjectLiteralExpression(node)) {
      // clsx's object form, or a map of class lists by key: the keys are classes only for clsx/cx.
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property)) walk(property.initializer);
      }
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CLASS_CALLS.has(node.expression.text)) {
      for (const arg of node.arguments) walk(arg);
    } else if (ts.isIdentifier(node)) {
      walk(constants.get(node.text));
    } else if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) {
      // A class list picked from a map of them: `sizes[size]`, `tones.info`.
      walk(node.expression);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'join'
    ) {
      walk(node.expression.expression);
    } else if (ts.isJsxExpression(node)) {
      walk(node.expression);
    }
  };

  const walkCva = (call) => {
    const [base, config] = call.arguments;
    walk(base);
    if (!config || !ts.isObjectLiteralExpression(config)) return;
    for (const property of config.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = property.name.getText(file);
      if (name === 'variants' && ts.isObjectLiteralExpression(property.initializer)) {
        for (const variant of property.initializer.properties) {
          if (ts.isPropertyAssignment(variant) && ts.isObjectLiteralExpression(variant.initializer)) {
            for (const option of variant.initializer.properties) {
              if (ts.isPropertyAssignment(option)) walk(option.initializer);
            }
          }
        }
      } else if (name === 'compoundVariants' && ts.isArrayLiteralExpression(property.initializer)) {
        for (const compound of property.initializer.elements) {
          if (!ts.isObjectLiteralExpression(compound)) continue;
          for (const entry of compound.properties) {
            if (ts.isPropertyAssignment(entry) && ['class', 'className'].includes(entry.name.getText(file))) {
              walk(entry.initializer);
            }
          }
        }
      }
    }
  };

  const collectConstants = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(file);

  const visit = (node) => {
    if (ts.isJsxAttribute(node) && CLASS_NAME.test(node.name.getText(file)) && node.initializer) {
      walk(node.initializer);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === 'cva') walkCva(node);
      else if (CLASS_CALLS.has(node.expression.text)) for (const arg of node.arguments) walk(arg);
    } else if (
      (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)) &&
      node.initializer &&
      CLASS_NAME.test(node.name.getText(file))
    ) {
      walk(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found.values()].sort((a, b) => a.start - b.start);
}

/**
 * The tokens of a class string with their offsets in it; a token cut by a template substitution (`text-${size}`) is
 * marked `partial`: it is not a class by itself.
 * @param {{ text: string, open?: { start: boolean, end: boolean } }} string
 * @returns {{ token: string, index: number, partial: boolean }[]}
 */
export function classTokens({ text, open = { start: false, end: false } }) {
  return [...text.matchAll(/\S+/g)].map((match) => ({
    token: match[0],
    index: match.index,
    partial: (open.start && match.index === 0) || (open.end && match.index + match[0].length === text.length),
  }));
}
