// Plain stylesheets (react-slick's) have no effect under jsdom.
module.exports = {};
