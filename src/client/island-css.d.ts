// An enhancer's own stylesheet, imported as its minified text (scripts/build-assets.mjs;
// src/client/island-styles.ts).
declare module '*.island.css' {
  const css: string;
  export default css;
}
