import path from 'node:path';

const EXTENSION = /\.[cm]?[jt]sx?$/;

/**
 * `layers/imports`: every relative import is resolved to the file it names, then two checks.
 * 1. Imports run down: a file may import its own layer or a lower one, never a higher one
 *    (`layers` lists the top-level names under `root`, lowest first).
 * 2. Under `modules/`, a module uses another module only through that module's `index.ts`.
 * See docs/decisions/004-server-layers.md.
 */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run down the layers; modules meet only through their index.ts.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      up: "'{{source}}' is in the {{to}} layer, above {{from}}: imports run down ({{order}}).",
      internals: "'{{source}}' reaches into the {{module}} module: import what it offers from '{{module}}/index'.",
      unplaced: "'{{name}}' is in no layer: add it to the layers in eslint.config.js and docs/architecture.md.",
    },
  },
  create(context) {
    const { root, layers } = context.options[0];
    const rootDir = path.resolve(context.cwd, root);
    const order = layers.map((names) => names.join('/')).join(' -> ');

    const place = (file) => {
      const relative = path.relative(rootDir, file);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
      const parts = relative.replace(EXTENSION, '').split(path.sep);
      const rank = layers.findIndex((names) => names.includes(parts[0]));
      return { parts, rank, layer: rank === -1 ? parts[0] : layers[rank].join('/') };
    };

    const from = place(context.filename);
    if (!from) return {};

    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.filename), source.value));
      if (!to) return;
      if (to.rank === -1) {
        context.report({ node: source, messageId: 'unplaced', data: { name: to.parts[0] } });
        return;
      }
      if (to.rank > from.rank) {
        context.report({ node: source, messageId: 'up', data: { source: source.value, to: to.layer, from: from.layer, order } });
        return;
      }
      const otherModule = from.parts[0] === 'modules' && to.parts[0] === 'modules' && to.parts[1] !== from.parts[1];
      const entry = to.parts.slice(2).join('/');
      if (otherModule && entry !== '' && entry !== 'index') {
        context.report({ node: source, messageId: 'internals', data: { source: source.value, module: to.parts[1] } });
      }
    };

    return {
      Program(node) {
        if (from.rank === -1) context.report({ node, messageId: 'unplaced', data: { name: from.parts[0] } });
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : undefined),
    };
  },
};

export default { rules: { imports: importsRule } };
