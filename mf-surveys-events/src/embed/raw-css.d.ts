/** `?raw` CSS imports of the embed build: the stylesheet as text, for the shadow root. */
declare module '*.css?raw' {
  const css: string;
  export default css;
}
