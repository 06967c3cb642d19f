// The inbox is a plain single-page app (not a federated remote): one bundle,
// its own page, served by server/inbox-server.mjs, which proxies chat-server's
// inbox API on the same origin.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { swcRule } from '@agency/tooling/webpack';
import { CHAT_SERVER, SALES_INBOX } from '@agency/site-kit/topology';
import { INBOX_API_PATH } from '@agency/chat-protocol/inbox';

export default (_env, argv) => {
  const isDev = argv.mode !== 'production';
  const chatServerUrl = process.env.CHAT_SERVER_URL ?? `http://127.0.0.1:${CHAT_SERVER.port}`;
  return {
    mode: isDev ? 'development' : 'production',
    entry: './src/index.tsx',
    output: {
      path: path.join(import.meta.dirname, 'dist'),
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
      publicPath: '/',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [swcRule(isDev, false)] },
    devtool: isDev ? 'eval-cheap-module-source-map' : false,
    plugins: [new HtmlWebpackPlugin({ template: './src/index.html', title: 'Sales inbox' })],
    devServer: {
      port: Number(process.env[SALES_INBOX.variable] ?? SALES_INBOX.port),
      historyApiFallback: true,
      proxy: [
        { context: [INBOX_API_PATH], target: chatServerUrl, ws: true, pathRewrite: { [`^${INBOX_API_PATH}/socket.io`]: '/socket.io' } },
      ],
    },
  };
};
