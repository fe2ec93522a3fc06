// Jest runs CommonJS; several dependencies (react-markdown and the unified family) ship ES modules
// only. esbuild turns any JavaScript file into CommonJS in a few milliseconds, so every JS file
// goes through it rather than keeping a list of ESM-only packages.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    // A dependency's own lines are not what a failing test points at: without a source map its
    // thousands of files are transformed and cached in half the time (the first, cold run: CI's).
    const dependency = filename.includes(
      `${require('node:path').sep}node_modules${require('node:path').sep}`,
    );
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: dependency ? false : 'inline',
      sourcefile: filename,
      supported: { 'dynamic-import': false },
    });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return require('node:crypto')
      .createHash('sha1')
      .update('esm-2')
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
