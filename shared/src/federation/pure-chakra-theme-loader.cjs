/**
 * Marks the `define*()` calls of Chakra's theme modules as pure. They are identity functions, but the minifier
 * cannot know that, so every recipe of the theme stayed in the bundle although the design system
 * (shared/src/ui/system.ts) takes only the ones we show; marked pure, the unused ones are dropped (issue 18).
 */
module.exports = function pureChakraTheme(source) {
  return source.replace(/=\s*(define[A-Z]\w*\()/g, '= /* @__PURE__ */ $1');
};
