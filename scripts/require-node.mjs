// Imported first by the npm scripts that start or build the site (start, dev, build): refuses a Node.js
// older than the site needs in one line, before the other imports' code runs. It imports nothing itself.
// The server's own entry (api/src/start.ts) checks the same for the commands that skip npm.

/** Keep equal to api/src/start.ts (a test compares them), .nvmrc and the `node` devDependency. */
export const NODE_MAJOR_NEEDED = 24;

const found = process.versions.node;
if (Number(found.split('.')[0]) < NODE_MAJOR_NEEDED) {
  process.stderr.write(
    `This site needs Node.js ${NODE_MAJOR_NEEDED} or newer; this is Node.js ${found} (${process.execPath}). ` +
      `Run it through npm (npm start, npm run dev) after npm ci, which installs Node.js ${NODE_MAJOR_NEEDED} for every ` +
      `npm run, or install Node.js ${NODE_MAJOR_NEEDED} (nvm install ${NODE_MAJOR_NEEDED}, or https://nodejs.org).\n`,
  );
  process.exit(1);
}
