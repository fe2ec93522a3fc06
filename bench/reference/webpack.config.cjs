// The reference's production build, set up like the app's webpack.config.js (esbuild for TSX,
// Terser with two passes, content hashes, a runtime chunk and the same react/mui vendor chunks)
// and resolving packages from the repo's node_modules. Output: .bench/reference/dist.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');

const root = path.resolve(__dirname, '../..');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/main.tsx',
  output: {
    path: path.join(root, '.bench/reference/dist'),
    filename: 'assets/[name].[contenthash:10].js',
    chunkFilename: 'assets/[name].[contenthash:10].js',
    publicPath: '/',
    clean: true,
    environment: {
      arrowFunction: true,
      const: true,
      destructuring: true,
      optionalChaining: true,
      templateLiteral: true,
    },
  },
  devtool: 'source-map',
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'esbuild-loader',
        options: { target: 'es2020', jsx: 'automatic' },
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      template: './index.html',
      scriptLoading: 'defer',
      minify: { collapseWhitespace: true, removeComments: true },
    }),
    new CopyWebpackPlugin({ patterns: [{ from: 'public' }] }),
  ],
  optimization: {
    minimize: true,
    minimizer: [
      new TerserPlugin({ extractComments: false, terserOptions: { compress: { passes: 2 } } }),
    ],
    runtimeChunk: 'single',
    splitChunks: {
      chunks: 'all',
      cacheGroups: {
        react: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
          name: 'react',
          chunks: 'initial',
          priority: 30,
        },
        mui: {
          test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|notistack|clsx|stylis)[\\/]/,
          name: 'mui',
          chunks: 'initial',
          priority: 20,
        },
      },
    },
  },
  performance: { hints: false },
};
