// The npm package `espeak-ng` (eSpeak NG's command line compiled to WebAssembly by Emscripten) ships no
// types: the part of its module the Text To Speech tab uses.
declare module 'espeak-ng' {
  interface ESpeakNgModule {
    arguments: string[];
    locateFile?: (path: string) => string;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    preRun?: (() => void)[];
    FS: {
      writeFile(path: string, data: string | Uint8Array): void;
      readFile(path: string): Uint8Array;
    };
  }
  /** Runs `espeak-ng <arguments>` once; resolves with the module when it has finished. */
  export default function ESpeakNg(module: Omit<ESpeakNgModule, 'FS'>): Promise<ESpeakNgModule>;
}
