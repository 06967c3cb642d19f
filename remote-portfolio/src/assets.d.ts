/** Static files imported by webpack's asset modules resolve to their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

/** Logo files drawn in a colour or at a size (`?fill=RRGGBB&size=20`, tooling/webpack/rasterize-svg-loader.mjs). */
declare module 'simple-icons/icons/*' {
  const url: string;
  export default url;
}
declare module '@lobehub/icons-static-svg/icons/*' {
  const url: string;
  export default url;
}

/** Base URL of the portfolio images, set at build time (PORTFOLIO_ASSET_BASE_URL); '' means the remote's own origin. */
declare const __PORTFOLIO_ASSET_BASE_URL__: string | undefined;
/** Where webpack loaded this remote from (publicPath 'auto'). */
declare const __webpack_public_path__: string | undefined;
