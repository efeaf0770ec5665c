// ESLint rule `local/feature-boundaries`: a feature folder is private to itself. A file under
// <root>/features/<a>/ may import another feature <b> only through its public entry,
// <root>/features/<b>/index.ts (imported as `../<b>/index.js`, or `../<b>` where the bundler resolves
// folders); what several features use lives in <root>/shared/, which imports no feature at all.
// Layers below the features (option `layers`: the api's graphql/, http/, db/, events/, rate-limits/)
// import no feature either: they get what features contribute through the composition (features.ts,
// app.ts), so nothing runs back up. Folders that compose the features (option `composers`: the web's
// app/ and layout/) use them only through their public entries: index.ts, and routes.ts where a
// feature declares its lazily loaded pages. Everything else (the api's composition, the web's entry
// scripts, tests) may import any file.
// Only relative specifiers are checked: features never import each other by package.
import path from 'node:path';

/** Where a file sits: its root (api/src, web/src), and the feature or 'shared' area it belongs to. */
function locate(roots, layers, file, composers = []) {
  for (const root of roots) {
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    const [area, name, ...rest] = relative.split(path.sep);
    if (area === 'features' && name) return { root, feature: name, inside: rest };
    if (area === 'shared') return { root, shared: true };
    const layer = layers.find((prefix) => relative === prefix || relative.startsWith(`${prefix}${path.sep}`));
    const isTest = /\.test\.tsx?$/.test(relative);
    if (layer && !isTest) return { root, layer };
    const composer = composers.find((prefix) => relative.startsWith(`${prefix}${path.sep}`));
    if (composer && !isTest) return { root, composer };
    return { root };
  }
  return undefined;
}

/** `index`, `index.js`, `index.ts`, `index.tsx`, or the folder itself: the feature's public entry. */
const isPublicEntry = (inside) =>
  inside.length === 0 || (inside.length === 1 && /^index(\.(js|ts|tsx))?$/.test(inside[0]));
/** The public entry, or `routes.ts`: the feature's pages, for the composition. */
const isComposerEntry = (inside) =>
  isPublicEntry(inside) || (inside.length === 1 && /^routes(\.(js|ts))?$/.test(inside[0]));

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid importing another feature's internals (only its index.ts) and features from shared/" },
    schema: [
      {
        type: 'object',
        properties: {
          roots: { type: 'array', items: { type: 'string' } },
          /** Folders below the features, relative to a root (e.g. api/src/graphql as `graphql`). */
          layers: { type: 'array', items: { type: 'string' } },
          /** Folders that compose features (e.g. web/src/app as `app`): public entries and routes.ts only. */
          composers: { type: 'array', items: { type: 'string' } },
        },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      sideways:
        "features/{{from}} may not import features/{{to}}'s internals ({{specifier}}): import its public entry features/{{to}}/index.ts, or move what both use to shared/",
      sharedToFeature: 'shared/ may not import a feature ({{specifier}}): shared code sits below every feature',
      composerToFeature:
        "{{composer}}/ may use a feature only through its public entry or its routes.ts, not {{specifier}}: export what it needs from the feature's index.ts",
      layerToFeature:
        '{{layer}}/ may not import a feature ({{specifier}}): it sits below the features, which contribute through their definition (feature.ts)',
    },
  },
  create(context) {
    const roots = context.options[0].roots.map((root) => path.resolve(context.cwd, root));
    const layers = (context.options[0].layers ?? []).map((layer) => layer.split('/').join(path.sep));
    const composers = (context.options[0].composers ?? []).map((folder) => folder.split('/').join(path.sep));
    const from = locate(roots, layers, context.physicalFilename, composers);
    if (!from || (!from.feature && !from.shared && !from.layer && !from.composer)) return {};

    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const to = locate(roots, layers, path.resolve(path.dirname(context.physicalFilename), specifier));
      if (!to?.feature || to.root !== from.root || to.feature === from.feature) return;
      if (from.layer) {
        context.report({ node: source, messageId: 'layerToFeature', data: { layer: from.layer, specifier } });
      } else if (from.composer) {
        if (!isComposerEntry(to.inside))
          context.report({
            node: source,
            messageId: 'composerToFeature',
            data: { composer: from.composer, specifier },
          });
      } else if (from.shared) {
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
