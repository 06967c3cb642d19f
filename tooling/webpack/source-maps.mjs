// Whether a production build emits and names source maps (SOURCE_MAPS); read
// by create-config.mjs at build time and by the static servers (serve/).

/**
 * SOURCE_MAPS for a production build: `off` (the default) emits none, since
 * the site has no error tracker to read them and public maps hand out the
 * unminified source with its comments; `hidden` writes them beside the build
 * for a tracker without naming them in the scripts (the static servers do not
 * serve them); `public` names and serves them, to debug a production build.
 *
 * @param {string | undefined} value
 * @returns {false | 'hidden-source-map' | 'source-map'}
 */
export function productionSourceMaps(value) {
  const setting = (value ?? '').trim().toLowerCase() || 'off';
  if (setting === 'off') return false;
  if (setting === 'hidden') return 'hidden-source-map';
  if (setting === 'public') return 'source-map';
  throw new Error(`SOURCE_MAPS must be off, hidden or public, got "${value}"`);
}
