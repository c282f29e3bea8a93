// TypeScript's view of what vite imports for the widgets. A .vue file: vite compiles it; tsc only needs to know
// that an import gives a component.
declare module "*.vue" {
  import type { DefineComponent } from "vue";

  const component: DefineComponent;
  export default component;
}

// A session file kept beside a widget, imported as its text (vite's ?raw).
declare module "*.jsonl?raw" {
  const text: string;
  export default text;
}
