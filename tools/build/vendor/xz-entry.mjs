// The xz decoder the engine's worker unpacks the engine and the standard library with
// (web/js/engine/worker.js), bundled by tools/build/site.py with esbuild into
// dist/runtime/xz.js: xz-decompress, xz-embedded compiled to WebAssembly, 10 kB gzipped. xz
// takes a quarter off what gzip leaves of the compiled standard library (675 kB became 499 kB).
export { XzReadableStream } from "xz-decompress";
