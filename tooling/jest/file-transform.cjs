// Images resolve to their file name, so tests can check which image a component shows.
const path = require('node:path');
module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(path.basename(filename))};` };
  },
};
