// pdfmake's browser build ships no types; pdf-preview.ts declares the little it uses.
declare module 'pdfmake/build/pdfmake.js' {
  const pdfMake: unknown;
  export default pdfMake;
}
