// Jest stand-in for Vite's `?raw` imports of .graphql documents (jest.config.js maps `x.graphql?raw`
// to the file): the module's default export is the file's text, as Vite gives it.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
