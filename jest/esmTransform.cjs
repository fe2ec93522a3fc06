// Jest runs CommonJS; several dependencies (react-markdown and the unified family) ship ES modules
// only. esbuild turns any JavaScript file into CommonJS in a few milliseconds, so every JS file
// goes through it rather than keeping a list of ESM-only packages.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: filename,
      supported: { 'dynamic-import': false },
    });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return require('node:crypto')
      .createHash('sha1')
      .update('esm-1')
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
