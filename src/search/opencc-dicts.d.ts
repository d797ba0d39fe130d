// opencc-js publishes its dictionaries as modules without type declarations: each default
// export is the dictionary as text ('from to|from to|…').
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
