/* global __AGENCY_REFRESH_APP__ */
// Development only: one React Refresh runtime for the whole page. The shell
// and every remote are separate webpack builds, each with its own copy of
// react-refresh/runtime; a copy that starts after react-dom has registered
// with React never learns of it, so a remote's edit would re-run its module
// and change nothing on screen. Every build's refresh code is pointed here
// (resolve.alias in create-config.mjs): the first copy to load is kept on the
// page and the others use it. Module ids repeat between builds ('./src/…'),
// so each build registers its components under its own name.
const KEY = '__agencyReactRefreshRuntime__';
const runtime = globalThis[KEY] || (globalThis[KEY] = require('agency-react-refresh-runtime'));

module.exports = {
  ...runtime,
  register: (type, id) => runtime.register(type, `${__AGENCY_REFRESH_APP__} ${id}`),
};
