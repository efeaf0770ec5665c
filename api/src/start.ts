// The process entry of every start: `npm start`, `npm run dev`, the README's production command and the
// Docker image. It refuses a Node.js older than the site needs in one line, before anything that needs a
// newer one is loaded. No static import on purpose: imports are resolved before any code of a module
// runs, and the app's fail on an older Node with an error about a library (MikroORM's `globSync` from
// node:fs on Node 20: "SyntaxError: The requested module 'node:fs' does not provide an export named").

/** Keep equal to .nvmrc, the `node` devDependency, the Dockerfile's image and scripts/require-node.mjs. */
export const NODE_MAJOR_NEEDED = 24;

const found = process.versions.node;
if (Number(found.split('.')[0]) < NODE_MAJOR_NEEDED) {
  process.stderr.write(
    `This site needs Node.js ${NODE_MAJOR_NEEDED} or newer; this is Node.js ${found} (${process.execPath}). ` +
      `Install Node.js ${NODE_MAJOR_NEEDED} (nvm install ${NODE_MAJOR_NEEDED}, or https://nodejs.org), or start it with ` +
      `node_modules/.bin/node, the Node.js ${NODE_MAJOR_NEEDED} that npm ci installs.\n`,
  );
  process.exit(1);
}
await import('./main.js');
