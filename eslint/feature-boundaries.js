// ESLint rule `local/feature-boundaries`: a feature folder is private to itself. A file under
// <root>/features/<a>/ may import another feature <b> only through its public entry,
// <root>/features/<b>/index.ts (imported as `../<b>/index.js`, or `../<b>` where the bundler resolves
// folders); what several features use lives in <root>/shared/, which imports no feature at all.
// Everything else (app.ts, services.ts, graphql/, http/, db/, test/) composes the features and may
// import any file. Only relative specifiers are checked: features never import each other by package.
import path from 'node:path';

/** Where a file sits: its root (api/src, web/src), and the feature or 'shared' area it belongs to. */
function locate(roots, file) {
  for (const root of roots) {
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    const [area, name, ...rest] = relative.split(path.sep);
    if (area === 'features' && name) return { root, feature: name, inside: rest };
    if (area === 'shared') return { root, shared: true };
    return { root };
  }
  return undefined;
}

/** `index`, `index.js`, `index.ts`, `index.tsx`, or the folder itself: the feature's public entry. */
const isPublicEntry = (inside) =>
  inside.length === 0 || (inside.length === 1 && /^index(\.(js|ts|tsx))?$/.test(inside[0]));

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid importing another feature's internals (only its index.ts) and features from shared/" },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      sideways:
        "features/{{from}} may not import features/{{to}}'s internals ({{specifier}}): import its public entry features/{{to}}/index.ts, or move what both use to shared/",
      sharedToFeature: 'shared/ may not import a feature ({{specifier}}): shared code sits below every feature',
    },
  },
  create(context) {
    const roots = context.options[0].roots.map((root) => path.resolve(context.cwd, root));
    const from = locate(roots, context.physicalFilename);
    if (!from || (!from.feature && !from.shared)) return {};

    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const to = locate(roots, path.resolve(path.dirname(context.physicalFilename), specifier));
      if (!to?.feature || to.root !== from.root || to.feature === from.feature) return;
      if (from.shared) {
        context.report({ node: source, messageId: 'sharedToFeature', data: { specifier } });
      } else if (!isPublicEntry(to.inside)) {
        context.report({
          node: source,
          messageId: 'sideways',
          data: { from: from.feature, to: to.feature, specifier },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `import('../x/y.js').Type` in a type position.
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
