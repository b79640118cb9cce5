// Resolution for dependency-cruiser, in webpack's format (the only way it takes aliases): the
// site's `~/` is `apps/site/app/`, as in apps/site/vite.config.ts and its tsconfig paths.
const path = require('node:path');

module.exports = {
  resolve: { alias: { '~': path.join(__dirname, 'apps/site/app') } },
};
